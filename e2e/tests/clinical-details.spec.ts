import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { masterId } from './api-setup';
import {
  DEMO,
  expectPath,
  fieldsOutOfLine,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };

/** A patient of the logged-in doctor's hospital, registered through the API (the page's cookie). */
async function createPatient(request: APIRequestContext): Promise<number> {
  const session = (await (await request.get('/api/v1/auth/session')).json()) as {
    user: { doctorId: number };
  };
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
  }[];
  const response = await request.post('/api/v1/patients', {
    headers: writeHeaders,
    data: {
      firstName: 'Kavita',
      lastName: 'Desai',
      genderId: 2,
      age: 52,
      mobileNumber: freshMobile(),
      countryId: 101,
      stateId: 12,
      districtId: districts[0]!.id,
      city: 'Ahmedabad',
      pincode: '380015',
      address: '7 Law Garden Road',
      consultantDoctorIds: [session.user.doctorId],
      stageId: await masterId(request, 'stage'),
      siteId: await masterId(request, 'site'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { patientId: number }).patientId;
}

/** Opens a select by its label and picks an option, typing first to search long lists. */
async function pick(page: Page, main: Locator, label: string, option: string, search?: string) {
  const field = main.getByLabel(label, { exact: true });
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

async function typeDate(main: Locator, label: string, value: string) {
  const field = main.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
}

test('a doctor creates clinical details, edits them and reads the earlier version', async ({
  page,
}, testInfo) => {
  // A long flow (two saves, a reload, two widths and an axe check) on a shared machine.
  test.setTimeout(180_000);
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(dashboard|db)/);
  const patientId = await createPatient(page.request);

  await page.goto(`/#/clinical-details/${patientId}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Create Clinical Details', level: 1 }),
    // The first visit downloads the page's chunk (and the date picker's).
  ).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Patient: Kavita Desai')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Patient List' })).toHaveAttribute(
    'href',
    '/patient-list',
  );
  await expect(main.getByText('No clinical details saved yet.')).toBeVisible();
  // Status starts On Going (the spec's default).
  await expect(main.getByLabel('On Going')).toBeChecked();
  // The boxes of a row line up, whatever hints their fields show (Sub Site's, Stage group's).
  expect(await fieldsOutOfLine(page)).toEqual([]);

  // An empty save shows the required messages on their fields and sends nothing.
  const save = main.getByRole('button', { name: 'Save Clinical Details' });
  await save.click();
  await expect(main.getByLabel('Primary Site', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(main.getByText('Site is required')).toBeVisible();
  await expect(main.getByText('Intent is required')).toBeVisible();
  await expect(main.getByText('Treatment is required')).toBeVisible();

  await pick(page, main, 'Primary Site', 'Oral Cavity', 'Oral');
  await expect(main.getByText('Site is required')).toHaveCount(0);
  await pick(page, main, 'Sub Site', 'Buccal Mucosa');
  // The site code follows the sub site; the stage group follows T, N and M.
  await expect(main.getByLabel('Site code (ICD-O-3 topography)', { exact: true })).toHaveValue(
    'C06.0 Cheek mucosa',
  );
  await pick(page, main, 'Stage T', 'T2');
  await pick(page, main, 'Stage N', 'N1');
  await pick(page, main, 'Stage M', 'M0');
  await expect(main.getByLabel('Stage group', { exact: true })).toHaveValue('III');
  await pick(page, main, 'Intent of Treatment', 'Cure');
  await pick(page, main, 'Treatment', 'Surgery');
  await typeDate(main, 'Date of Surgery', '05-Jan-2026');
  await typeDate(main, 'Date of Discharge', '03-Jan-2026');
  await pick(page, main, 'Primary Resection', 'Segmental Mandibulectomy', 'Segmental');
  await save.click();
  await expect(
    main.getByText('Date of Discharge cannot be before the Date of Surgery'),
  ).toBeVisible();
  await typeDate(main, 'Date of Discharge', '12-Jan-2026');
  await save.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Clinical Details Update Successfully!' }),
  ).toBeVisible();

  // After a reload the record is there: the page edits it.
  await page.reload();
  await expect(
    main.getByRole('heading', { name: 'Edit Clinical Details', level: 1 }),
  ).toBeVisible();
  await expect(main.getByLabel('Primary Site', { exact: true })).toHaveValue('Oral Cavity');
  await expect(main.getByLabel('Sub Site', { exact: true })).toHaveValue('Buccal Mucosa');
  await expect(main.getByLabel('Date of Surgery', { exact: true })).toHaveValue('05-Jan-2026');
  await expect(main.getByLabel('Primary Resection', { exact: true })).toHaveValue(
    'Segmental Mandibulectomy',
  );

  // The edit: treatment complete, chemotherapy with its next cycle.
  await main.getByLabel('Complete', { exact: true }).check();
  await pick(page, main, 'Treatment', 'Chemotherapy');
  await typeDate(main, 'Date of Chemo', '01-Feb-2026');
  await typeDate(main, 'Next Cycle', '22-Feb-2026');
  // Pressed from the keyboard: focus stays on Save through the save (the busy button is
  // disabled, and the form is drawn anew from the saved version).
  await save.focus();
  await page.keyboard.press('Enter');
  // The first toast went with the reload: this one is the edit's.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Clinical Details Update Successfully!' }),
  ).toBeVisible();
  await expect(save).toBeFocused();

  // The history: two versions, newest first; the earlier one keeps its values.
  const history = main.getByRole('region', { name: 'Treatment history' });
  const versions = history.getByRole('button', { name: /^Version \d/ });
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2');
  await expect(versions.nth(0)).toContainText('Complete');
  await expect(versions.nth(1)).toContainText('Version 1');
  await expect(versions.nth(1)).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} by /);
  await versions.nth(1).click();
  const earlier = history.getByRole('region').filter({ hasText: 'Segmental Mandibulectomy' });
  await expect(earlier.getByRole('row', { name: 'Treatment Surgery' })).toBeVisible();
  await expect(earlier.getByRole('row', { name: 'Status On Going' })).toBeVisible();
  await expect(earlier.getByRole('row', { name: 'Date of Surgery 05-Jan-2026' })).toBeVisible();
  await expect(earlier.getByRole('row', { name: /Next Cycle/ })).toHaveCount(0);
  await expect(earlier.getByRole('row', { name: 'ICD-10 C06.0' })).toBeVisible();
  await expect(earlier.getByRole('row', { name: 'TNM cT2 cN1 cM0' })).toBeVisible();
  await expect(earlier.getByRole('row', { name: 'Stage group III (AJCC 8)' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'clinical-details-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    main.getByRole('heading', { name: 'Edit Clinical Details', level: 1 }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'clinical-details-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  expect(await seriousAxeViolations(page, `/clinical-details/${patientId}`)).toEqual([]);
});

test('a form opened before another save keeps its text beside the newer version; Save again adds nothing', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(dashboard|db)/);
  const patientId = await createPatient(page.request);
  const heading = (main: Locator) =>
    main.getByRole('heading', { name: /^(Create|Edit) Clinical Details$/, level: 1 });

  // Two tabs open the patient's (empty) clinical details.
  const tabs = [page, await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(`/clinical-details/${patientId}`);
    await expect(heading(tab.getByRole('main'))).toBeVisible({ timeout: 30_000 });
  }
  const fill = async (tab: Page) => {
    const main = tab.getByRole('main');
    await pick(tab, main, 'Primary Site', 'Oral Cavity', 'Oral');
    await pick(tab, main, 'Intent of Treatment', 'Cure');
    await pick(tab, main, 'Treatment', 'Surgery');
    return main;
  };
  const saved = (tab: Page) =>
    tab.getByRole('alert').filter({ hasText: 'Clinical Details Update Successfully!' });

  // The first tab saves; pressing Save again, unchanged, keeps one version.
  const first = await fill(tabs[0]!);
  await first.getByRole('button', { name: 'Save Clinical Details' }).click();
  await expect(saved(tabs[0]!)).toBeVisible();
  await expect(heading(first)).toHaveText('Edit Clinical Details');
  // The first toast is gone, so the one that follows is the second save's own (a busy machine
  // let it overlap the next). It closes by itself after 4 s: pressing its Close raced that, and
  // on a loaded machine the toast was gone mid-click.
  await expect(saved(tabs[0]!)).toHaveCount(0, { timeout: 15_000 });
  await first.getByRole('button', { name: 'Save Clinical Details' }).click();
  await expect(saved(tabs[0]!)).toBeVisible();

  // The second tab, opened before that save, is shown the newer version and keeps its text.
  const second = await fill(tabs[1]!);
  await second.getByLabel('Comment').fill('Typed in the second tab');
  await second.getByRole('button', { name: 'Save Clinical Details' }).click();
  const newer = (version: number) =>
    tabs[1]!
      .getByRole('alert', { name: 'Newer clinical details were saved' })
      .filter({ hasText: `saved version ${version} on` });
  await expect(newer(1)).toBeVisible();
  await expect(second.getByLabel('Comment')).toHaveValue('Typed in the second tab');
  // The page's history has read their version too; the form was not drawn anew.
  await expect(
    tabs[1]!.getByRole('region', { name: 'Treatment history' }).getByText('Version 1'),
  ).toBeVisible();
  await keepScreenshot(tabs[1]!, testInfo, 'clinical-newer-version');
  const history = async () => {
    const answer = await page.request.get(`/api/v1/patients/${patientId}/clinical-details`);
    return ((await answer.json()) as { history: { details: { comment: unknown } }[] }).history;
  };
  expect(await history()).toHaveLength(1);

  // Discarding (after a confirmation) shows theirs in the form.
  await newer(1).getByRole('button', { name: 'Discard mine and show theirs' }).click();
  await tabs[1]!
    .getByRole('dialog', { name: 'Discard what you typed?' })
    .getByRole('button', { name: 'Discard mine' })
    .click();
  await expect(heading(second)).toHaveText('Edit Clinical Details');
  await expect(second.getByLabel('Comment')).toHaveValue('');
  await expect(newer(1)).toHaveCount(0);

  // The first tab saves again; the second, behind once more, saves its text over it.
  await first.getByLabel('Comment').fill('Typed in the first tab');
  await first.getByRole('button', { name: 'Save Clinical Details' }).click();
  await expect(first.getByLabel('Comment')).toHaveValue('Typed in the first tab');
  await expect.poll(async () => (await history()).length).toBe(2);
  await second.getByLabel('Comment').fill('Typed in the second tab');
  await second.getByRole('button', { name: 'Save Clinical Details' }).click();
  await newer(2).getByRole('button', { name: 'Save mine as the newest version' }).click();
  await expect(saved(tabs[1]!)).toBeVisible();
  await expect(second.getByLabel('Comment')).toHaveValue('Typed in the second tab');
  const versions = await history();
  expect(versions.map((version) => version.details.comment)).toEqual([
    'Typed in the second tab',
    'Typed in the first tab',
    null,
  ]);
});

test('a patient not on the hospital list reads as not found', async ({ page }) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(dashboard|db)/);
  await page.goto('/#/clinical-details/987654321');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Patient not found', level: 1 }),
  ).toBeVisible();
});

test('typing not yet saved is not lost to a link, and a completed treatment cannot be dated ahead', async ({
  page,
}) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(dashboard|db)/);
  const patientId = await createPatient(page.request);
  await page.goto(`/clinical-details/${patientId}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Create Clinical Details', level: 1 }),
  ).toBeVisible({ timeout: 30_000 });

  await pick(page, main, 'Primary Site', 'Oral Cavity', 'Oral');
  await pick(page, main, 'Sub Site', 'Buccal Mucosa');
  // A click into the filled site code selects it: typing searches afresh, not after the name.
  const siteCode = main.getByLabel('Site code (ICD-O-3 topography)', { exact: true });
  await expect(siteCode).toHaveValue('C06.0 Cheek mucosa');
  await siteCode.click({ delay: 150 });
  await page.keyboard.type('C06.2');
  await expect(siteCode).toHaveValue('C06.2');
  await page.getByRole('option', { name: 'C06.2 Retromolar area' }).click();
  await expect(siteCode).toHaveValue('C06.2 Retromolar area');
  await pick(page, main, 'Intent of Treatment', 'Cure');
  await pick(page, main, 'Treatment', 'Surgery');
  await main.getByLabel('Complete', { exact: true }).check();
  const nextYear = new Date().getFullYear() + 1;
  await typeDate(main, 'Date of RT Complete', `10-Jan-${nextYear}`);
  await main.getByRole('button', { name: 'Save Clinical Details' }).click();
  await expect(
    main.getByText('The treatment is marked Complete, so this date cannot be after today'),
  ).toBeVisible();
  await expect(main.getByLabel('Date of RT Complete', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Leaving by a link asks first; staying keeps everything typed.
  await main.getByRole('link', { name: 'Back to Patient List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expectPath(page, new RegExp(`^/clinical-details/${patientId}$`));
  await expect(main.getByLabel('Primary Site', { exact: true })).toHaveValue('Oral Cavity');

  await main.getByRole('link', { name: 'Back to Patient List' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expectPath(page, /^\/patient-list$/);
  const answer = await page.request.get(`/api/v1/patients/${patientId}/clinical-details`);
  expect(((await answer.json()) as { history: unknown[] }).history).toEqual([]);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPatientsThroughApi, subscribedDoctorThroughApi } from './api-setup';
import {
  DEMO,
  expectAccessible,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

const PASSWORD = 'Clinic@2026';

// Oldest first: the list shows the newest first, so page 1 ends at Chirag, page 2 holds Bhavin and Asha.
const PEOPLE = [
  { firstName: 'Asha', lastName: 'Patel', genderId: 2 as const },
  { firstName: 'Bhavin', lastName: 'Shah' },
  { firstName: 'Chirag', lastName: 'Desai' },
  { firstName: 'Deepa', lastName: 'Mehta', genderId: 2 as const },
  { firstName: 'Esha', middleName: 'Ramesh', lastName: 'Joshi', genderId: 2 as const },
  { firstName: 'Farhan', lastName: 'Qureshi' },
  { firstName: 'Gita', lastName: 'Rao', genderId: 2 as const },
  { firstName: 'Harsh', lastName: 'Vyas' },
  { firstName: 'Ishita', lastName: 'Nair', genderId: 2 as const },
  { firstName: 'Jay', lastName: 'Trivedi' },
  { firstName: 'Kavya', lastName: 'Iyer', genderId: 2 as const },
  { firstName: 'Zubin', lastName: 'Kapadia' },
];

let doctorMobile = '';
let patients: { patientId: number; mobileNumber: string; name: string }[] = [];
const ashaAlternative = freshMobile();
const patient = (name: string) => patients.find((item) => item.name === name)!;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  doctorMobile = await subscribedDoctorThroughApi(request, admin, PASSWORD);
  patients = await registerPatientsThroughApi(
    request,
    PEOPLE.map((person) =>
      person.firstName === 'Asha'
        ? { ...person, alternativeMobileNumberOne: ashaAlternative }
        : person,
    ),
  );
  await Promise.all([request.dispose(), admin.dispose()]);
});

const table = (page: Page) => page.getByRole('table', { name: 'Patients' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, name: string): Locator =>
  table(page).getByRole('row').filter({ hasText: name });

async function openList(page: Page) {
  await loginThroughPage(page, doctorMobile, PASSWORD);
  await expectPath(page, /^\/(db|dashboard)$/);
  await page.goto('/#/dashboard');
  await page.getByRole('link', { name: 'Patient List' }).click();
  await expectPath(page, '/patient-list');
  await expect(page.getByRole('heading', { name: 'Patient List', level: 1 })).toBeVisible();
}

test.describe('patient list', () => {
  test('ten rows a page, the place kept in the address', async ({ page }, testInfo) => {
    await openList(page);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByText('12 patients')).toBeVisible();
    await expect(bodyRows(page).first()).toContainText('Zubin Kapadia');
    await expect(rowOf(page, 'Zubin Kapadia')).toContainText(patient('Zubin Kapadia').mobileNumber);
    await expect(rowOf(page, 'Zubin Kapadia')).toContainText('Male');
    await expect(rowOf(page, 'Zubin Kapadia')).toContainText('Alive');
    await expect(rowOf(page, 'Asha Patel')).toHaveCount(0);

    const pages = page.getByRole('navigation', { name: 'Patient list pages' });
    await pages.getByRole('button', { name: '2', exact: true }).click();
    // From page 2 on the address also keeps the anchor: the list as it was when page 1 was shown.
    await expectPath(page, /^\/patient-list\?page=2&anchor=\d+$/);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(rowOf(page, 'Asha Patel')).toContainText('Female');
    await expect(rowOf(page, 'Asha Patel')).toContainText(`Alternative: ${ashaAlternative}`);
    // No alternative number: shown as '-'.
    await expect(rowOf(page, 'Bhavin Shah')).toContainText('Alternative: -');

    await page.reload();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(rowOf(page, 'Bhavin Shah')).toBeVisible();
    await page.goBack();
    await expectPath(page, '/patient-list');
    await expect(bodyRows(page)).toHaveCount(10);
    await keepScreenshot(page, testInfo, 'patient-list-page-1');
  });

  test('on a tablet every row action is in view; narrower, the table fades where more lies', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openList(page);
    await expect(bodyRows(page)).toHaveCount(10);
    // The scroll box of the table (the region keyboard users scroll).
    const box = page.getByRole('region', { name: 'Patient List' });
    const mask = () => box.evaluate((element) => getComputedStyle(element).maskImage);
    // A tablet held upright showed five of the six actions, Edit behind the table's edge: the
    // actions stand in two rows there, and the table fits its box.
    const zubin = rowOf(page, 'Zubin Kapadia');
    await expect(zubin.getByRole('link')).toHaveCount(6);
    for (const action of await zubin.getByRole('link').all()) await expect(action).toBeInViewport();
    expect(
      await box.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(1);
    await expect.poll(mask).toBe('none');

    // Narrower, the table scrolls sideways: a cut between two columns looked like the table's
    // end, so the edge fades while more of it lies there.
    await page.setViewportSize({ width: 600, height: 960 });
    await expect.poll(mask).toContain('linear-gradient');
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(mask).toBe('none');
    await expect(zubin.getByRole('link', { name: 'Edit' })).toBeInViewport();
    // A box wide enough for the whole table has nothing to hint at.
    await page.setViewportSize({ width: 1280, height: 800 });
    await box.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect.poll(mask).toBe('none');
  });

  test('search by name or mobile narrows the rows; no match shows No data!', async ({ page }) => {
    await openList(page);
    const search = page.getByLabel('Search');
    await search.fill('zubin');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Zubin Kapadia');
    await expectPath(page, '/patient-list?search=zubin');

    await search.fill(patient('Deepa Mehta').mobileNumber);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Deepa Mehta');
    // An alternative number finds its patient too.
    await search.fill(ashaAlternative);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Asha Patel');

    // The name as the list shows it, the middle name, and the surname first find her.
    for (const name of ['Esha Ramesh Joshi', 'Ramesh', 'Joshi Esha']) {
      await search.fill(name);
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText('Esha Ramesh Joshi');
    }

    await search.fill('Nobody Here');
    await expect(table(page).getByText('No data!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Patient list pages' })).toHaveCount(0);

    // A search from page 2 starts again at page 1, and the reloaded page keeps the search.
    await page.goto('/#/patient-list?page=2');
    await expect(bodyRows(page)).toHaveCount(2);
    await page.getByLabel('Search').fill('Gita');
    await expectPath(page, '/patient-list?search=Gita');
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue('Gita');
    await expect(bodyRows(page)).toHaveCount(1);
  });

  test('a status change asks first, then shows the red Dead dot and lasts', async ({
    page,
  }, testInfo) => {
    await openList(page);
    const row = rowOf(page, 'Gita Rao');
    await row.getByRole('button', { name: 'Change Status' }).click();
    await page.getByRole('menuitem', { name: 'Dead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await expect(dialog).toContainText('Change the status of Gita Rao to Dead?');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Alive');

    // From the keyboard, focus goes into the dialog (not behind its overlay) and comes back.
    const trigger = row.getByRole('button', { name: 'Change Status' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Lost Follow-up' })).toBeVisible();
    // The menu takes focus a moment after it shows (its focus trap, after a timer): the arrows
    // move within it once it has, as a person sees the highlight before moving it (a busy
    // machine once sent them to the button, and Enter closed the menu).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(100);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(row).toContainText('Alive');

    await row.getByRole('button', { name: 'Change Status' }).click();
    await page.getByRole('menuitem', { name: 'Dead' }).click();
    await page
      .getByRole('dialog', { name: 'Change Status' })
      .getByRole('button', { name: 'Change Status' })
      .click();
    await expect(page.getByText('Status Change Successfully!')).toBeVisible();
    await expect(row).toContainText('Dead');
    const dot = row.locator('[data-status="2"] span[aria-hidden="true"]');
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.background = 'var(--mantine-color-red-7)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    await expect(dot).toHaveCSS('background-color', red);

    await page.reload();
    await expect(rowOf(page, 'Gita Rao')).toContainText('Dead');
    // The current status cannot be chosen again.
    await rowOf(page, 'Gita Rao').getByRole('button', { name: 'Change Status' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dead' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await keepScreenshot(page, testInfo, 'patient-list-status-dead');
  });

  test('row actions go to the edit page and the dialog routes', async ({ page }) => {
    await openList(page);
    const zubin = patient('Zubin Kapadia');
    const row = rowOf(page, 'Zubin Kapadia');
    await expect(row.getByRole('link', { name: 'Care Dashboard' })).toHaveAttribute(
      'href',
      `/care/patients/${zubin.patientId}`,
    );
    await expect(row.getByRole('link', { name: 'Database Dashboard' })).toHaveAttribute(
      'href',
      `/db/patients/${zubin.patientId}`,
    );
    await expect(row.getByRole('link', { name: 'Clinical Details' })).toHaveAttribute(
      'href',
      `/clinical-details/${zubin.patientId}`,
    );
    await expect(row.getByRole('link', { name: 'Functional Outcome' })).toHaveAttribute(
      'href',
      `/patient-list/${zubin.patientId}/functional-outcomes`,
    );
    await row.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/patient-registration/0/${zubin.patientId}/0`);
    // The pressed link left with the list: focus goes to the new page's heading, not <body>.
    await expect(page.getByRole('heading', { name: 'Edit Patient', level: 1 })).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveValue('Zubin');

    // From page 2, the appointment dialog's address keeps the list's place.
    await page.goto('/#/patient-list?page=2');
    const asha = patient('Asha Patel');
    await rowOf(page, 'Asha Patel').getByRole('link', { name: 'Appointment' }).click();
    await expectPath(page, `/patient-list/${asha.patientId}/appointments?page=2`);
    // The dialog opens over the list (the page's outlet); closing it comes back to page 2.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    // A dialog keeps the focus it takes; closing it gives focus back to the link that opened it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expectPath(page, '/patient-list?page=2');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      rowOf(page, 'Asha Patel').getByRole('link', { name: 'Appointment' }),
    ).toBeFocused();
    await expect(bodyRows(page)).toHaveCount(2);

    await page.goto('/#/patient-list');
    await page.getByRole('link', { name: 'Patient Registration' }).click();
    await expectPath(page, '/patient-registration/0/0/doctor');
    await expect(
      page.getByRole('heading', { name: 'Patient Registration', level: 1 }),
    ).toBeFocused();
  });

  test('each row action is named: a tooltip on hover and keyboard focus, the same label', async ({
    page,
  }, testInfo) => {
    await openList(page);
    const row = rowOf(page, 'Zubin Kapadia');
    const actions = row.getByRole('group', { name: 'Actions for Zubin Kapadia' });
    const names = [
      'Appointment',
      'Functional Outcome',
      'Care Dashboard',
      'Database Dashboard',
      'Clinical Details',
      'Edit',
    ];
    // Nothing in the group is without a name: exactly these links, named as listed.
    await expect(actions.getByRole('link')).toHaveCount(names.length);
    const tooltip = (name: string) => page.getByRole('tooltip', { name, exact: true });
    for (const name of names) {
      await actions.getByRole('link', { name, exact: true }).hover();
      await expect(tooltip(name)).toBeVisible();
    }
    await keepScreenshot(page, testInfo, 'patient-list-row-action-tooltip');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // From the status button before them, Tab walks the actions; each says its name.
    await row.getByRole('button', { name: /Change Status/ }).focus();
    for (const name of names) {
      await page.keyboard.press('Tab');
      await expect(actions.getByRole('link', { name, exact: true })).toBeFocused();
      await expect(tooltip(name)).toBeVisible();
    }
    // Leaving the last one leaves no tooltip behind.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('another hospital does not see these patients', async ({ page }) => {
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, '/db');
    await page.goto('/#/patient-list');
    await expect(page.getByRole('heading', { name: 'Patient List', level: 1 })).toBeVisible();
    await page.getByLabel('Search').fill(patient('Zubin Kapadia').mobileNumber);
    await expect(table(page).getByText('No data!')).toBeVisible();
    await page.getByLabel('Search').fill('Zubin');
    await expect(table(page).getByText('No data!')).toBeVisible();
    const direct = await page.request.get(`/api/v1/patients/${patient('Zubin Kapadia').patientId}`);
    expect(direct.status()).toBe(404);
  });

  test('no serious accessibility findings; usable at phone width', async ({ page }, testInfo) => {
    await loginThroughPage(page, doctorMobile, PASSWORD);
    await expectPath(page, /^\/(db|dashboard)$/);
    expect(await seriousAxeViolations(page, '/patient-list')).toEqual([]);
    await expect(bodyRows(page)).toHaveCount(10);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/patient-list?page=2');
    // A card a patient: the table scrolled sideways and took the names away from the actions.
    const cards = page.getByRole('list', { name: 'Patients' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(table(page)).toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card.locator('.patient-list-name')).toBeVisible();
      await expect(card.getByRole('button', { name: /Change Status/ })).toBeVisible();
      // The six actions stand in one line, all of them on the screen.
      const actions = card.getByRole('link');
      await expect(actions).toHaveCount(6);
      const tops = new Set<number>();
      for (const action of await actions.all()) {
        const box = (await action.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        tops.add(Math.round(box.y));
      }
      expect(tops.size).toBe(1);
    }
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByLabel('Search')).toBeVisible();
    // A card's action opens what the table's does.
    const first = cards.first();
    const name = (await first.locator('.patient-list-name').textContent())!;
    await first.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/patient-registration/0/${patient(name).patientId}/0`);
    await page.goBack();
    await expect(cards).toHaveCount(2);
    await expectAccessible(page, 'patient list as cards');
    await keepScreenshot(page, testInfo, 'patient-list-phone');
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPatientsThroughApi } from './api-setup';
import {
  choose,
  DEMO,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

const TIME_ZONE = 'Asia/Kolkata';

/** A day some days from today in India, as yyyy-MM-dd and as shown (dd-MMM-yyyy). */
function day(offset: number) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const fullMonth = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return {
    iso,
    shown: `${iso.slice(8, 10)}-${month}-${iso.slice(0, 4)}`,
    // The calendar's name for the day button.
    long: `${date.getUTCDate()} ${fullMonth} ${date.getUTCFullYear()}`,
  };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create or Edit Appointment' });
const appointmentRow = (page: Page, text: string): Locator =>
  dialog(page).getByRole('row').filter({ hasText: text });

async function typeDate(page: Page, shown: string) {
  const input = dialog(page).getByRole('textbox', { name: 'Date' });
  await input.fill(shown);
  await input.blur();
}

async function addAppointment(
  page: Page,
  values: { heading: string; activity: string; date: string; comment?: string },
) {
  await choose(page, 'Heading Name', values.heading, dialog(page));
  await choose(page, 'Activity Name', values.activity, dialog(page));
  await typeDate(page, values.date);
  if (values.comment) await dialog(page).getByLabel('Comment').fill(values.comment);
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
}

/** The words of an element broken across two lines. */
function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = Array.from(range.getClientRects(), (rect) => Math.round(rect.top));
        if (new Set(tops).size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

// One flow in steps: the appointments the dialog makes are the ones the to-do page shows.
test.describe.configure({ mode: 'serial' });

let patient: { patientId: number; name: string } | undefined;

test('a doctor plans, edits, completes and deletes appointments in the dialog', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(db|dashboard)$/);
  [patient] = await registerPatientsThroughApi(page.request, [
    { firstName: 'Savita', lastName: 'Rao', genderId: 2 },
  ]);

  // From the patient list's row action to the dialog.
  await page.goto('/#/patient-list');
  await page
    .getByRole('group', { name: `Actions for ${patient!.name}` })
    .getByRole('link', { name: 'Appointment' })
    .click();
  await expectPath(page, `/patient-list/${patient!.patientId}/appointments`);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText(`Patient: ${patient!.name}`)).toBeVisible();
  await expect(dialog(page).getByText('No data!')).toBeVisible();

  // Required fields, then a past date: neither saves.
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog(page).getByText('Heading Name is required')).toBeVisible();
  await expect(dialog(page).getByText('Activity Name is required')).toBeVisible();
  await expect(dialog(page).getByText('To do date is required')).toBeVisible();
  await choose(page, 'Heading Name', 'Investigation', dialog(page));
  // The activity list follows the heading.
  await dialog(page).getByRole('combobox', { name: 'Activity Name' }).click();
  await expect(page.getByRole('option', { name: 'CT Scan', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Physiotherapy' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The hint's example is a day the field accepts: a week from today, not a fixed date.
  await expect(dialog(page).getByText(`Today or later, e.g. ${day(7).shown}`)).toBeVisible();
  // A past day typed in stays in the field and is refused with the reason.
  await typeDate(page, day(-1).shown);
  await expect(dialog(page).getByRole('textbox', { name: 'Date' })).toHaveValue(day(-1).shown);
  await expect(dialog(page).getByText('The date cannot be before today')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog(page).getByText('The date cannot be before today')).toBeVisible();
  await expect(dialog(page).getByText('No data!')).toBeVisible();
  // The calendar offers no day before today.
  await dialog(page).getByRole('textbox', { name: 'Date' }).click();
  await expect(page.getByRole('button', { name: day(0).long, exact: true })).toBeEnabled();
  const yesterday = page.getByRole('button', { name: day(-1).long, exact: true });
  // Yesterday is in the grid unless today starts a month that starts a week.
  if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();
  await page.keyboard.press('Escape');
  // The server refuses it too.
  const refused = await page.request.post(`/api/v1/patients/${patient!.patientId}/appointments`, {
    headers: { 'x-portal-request': '1' },
    data: { headingId: 1, activityId: 1, doDate: day(-1).iso },
  });
  expect(refused.status()).toBe(400);
  expect(
    ((await refused.json()) as { error: { fieldErrors: unknown[] } }).error.fieldErrors,
  ).toContainEqual({
    path: 'doDate',
    message: 'The date cannot be before today',
  });

  // Add one: Pending, shown dd-MMM-yyyy, comment '-' when empty.
  await page.goto(`/#/patient-list/${patient!.patientId}/appointments`);
  await addAppointment(page, {
    heading: 'Investigation',
    activity: 'CT Scan',
    date: day(2).shown,
  });
  await expect(page.getByText('Save Successfully!')).toBeVisible();
  const ctRow = appointmentRow(page, 'CT Scan');
  await expect(ctRow).toContainText(day(2).shown);
  await expect(ctRow).toContainText('Pending');
  await expect(ctRow.getByRole('cell', { name: '-', exact: true }).first()).toBeVisible();

  // Edit it: the form fills, Save updates.
  await ctRow.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Heading Name' })).toHaveValue(
    'Investigation',
  );
  await expect(dialog(page).getByRole('textbox', { name: 'Date' })).toHaveValue(day(2).shown);
  await dialog(page).getByLabel('Comment').fill('Fasting from midnight\nBring the old CT');
  await expect(dialog(page).getByText('38 of 100 characters')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update Successfully!')).toBeVisible();
  // The comment shows as typed, on its two lines.
  const comment = appointmentRow(page, 'CT Scan').getByText('Fasting from midnight');
  await expect
    .poll(() => comment.evaluate((element: HTMLElement) => element.innerText))
    .toBe('Fasting from midnight\nBring the old CT');

  // A second one, then complete the first and delete the second.
  await addAppointment(page, {
    heading: 'Counselling',
    activity: 'Diet and Nutrition Counselling',
    date: day(5).shown,
    comment: 'With family',
  });
  await expect(appointmentRow(page, 'Diet and Nutrition Counselling')).toContainText('Pending');

  // Only what is due can be completed: the scan was done today, so its date moves to today first.
  await expect(
    appointmentRow(page, 'CT Scan').getByRole('button', { name: 'Complete' }),
  ).toHaveCount(0);
  await appointmentRow(page, 'CT Scan').getByRole('button', { name: 'Edit' }).click();
  await typeDate(page, day(0).shown);
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(appointmentRow(page, 'CT Scan')).toContainText(day(0).shown);
  await expect(
    appointmentRow(page, 'Diet and Nutrition Counselling').getByRole('button', {
      name: 'Complete',
    }),
  ).toHaveCount(0);

  await appointmentRow(page, 'CT Scan').getByRole('button', { name: 'Complete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure want to complete this calendar activity ?');
  await confirm.getByRole('button', { name: 'Activity Complete' }).click();
  await expect(page.getByText('Status Change Successfully!')).toBeVisible();
  await expect(appointmentRow(page, 'CT Scan')).toContainText('Complete');
  await expect(appointmentRow(page, 'CT Scan').getByRole('button')).toHaveCount(0);
  // The pressed button went with the change: focus is on the form, not lost to the page.
  const appointmentForm = page
    .getByRole('dialog', { name: 'Create or Edit Appointment' })
    .locator('form');
  await expect(appointmentForm).toBeFocused();

  await appointmentRow(page, 'Diet and Nutrition Counselling')
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(confirm).toContainText('Once you Delete, all your data will be removed. Continue ?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Delete Successfully!')).toBeVisible();
  await expect(appointmentRow(page, 'Diet and Nutrition Counselling')).toHaveCount(0);
  await expect(appointmentForm).toBeFocused();

  // The dialog at desktop and phone widths, with a pending row (its actions take room).
  await expect(confirm).toBeHidden();
  await addAppointment(page, {
    heading: 'Investigation',
    activity: 'Blood Tests (CBC, LFT, RFT)',
    date: day(20).shown,
    comment: 'Moved to the 20th, fasting',
  });
  await expect(appointmentRow(page, 'Blood Tests')).toContainText('Pending');
  // No word of the table is broken across lines ('Investigati/on').
  expect(await splitWords(dialog(page).getByRole('table'))).toEqual([]);
  await keepScreenshot(page, testInfo, 'appointment-dialog-1280');
  const desktop = await dialog(page).boundingBox();
  expect(desktop!.width).toBeGreaterThanOrEqual(760);
  expect(desktop!.height).toBeGreaterThanOrEqual(600);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog(page)).toBeVisible();
  await keepScreenshot(page, testInfo, 'appointment-dialog-390');
  const phone = await dialog(page).boundingBox();
  expect(phone!.x).toBeGreaterThanOrEqual(0);
  expect(phone!.x + phone!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On the phone the appointments are cards, not a table scrolling sideways, and no word of
  // them is broken across lines either.
  await expect(dialog(page).getByRole('table')).toHaveCount(0);
  expect(
    await splitWords(dialog(page).getByRole('list', { name: 'Appointments (to-do items)' })),
  ).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A comment typed and not saved: closing asks first; Stay keeps it.
  await dialog(page).getByLabel('Comment').fill('Bring the reports');
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog(page).getByLabel('Comment')).toHaveValue('Bring the reports');
  // Leaving without saving goes back to the list.
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expectPath(page, '/patient-list');
});

test("the doctor's to-do page lists them by status and leads to the dialog", async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(db|dashboard)$/);
  // The to-do page: pending by default, complete on request, rows lead to the dialog.
  await page.goto('/#/care/todo');
  await expect(page.getByRole('heading', { name: 'To-do list', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Meena Joshi' }).first()).toContainText(
    'Pending',
  );
  await page.getByText('Complete', { exact: true }).click();
  const done = page.getByRole('row').filter({ hasText: patient!.name });
  await expect(done).toContainText('CT Scan');
  await expect(done).toContainText('Complete');
  await keepScreenshot(page, testInfo, 'todo-list');
  expect(await seriousAxeViolations(page, '/care/todo')).toEqual([]);
  await page.goto('/#/care/todo');
  await page.getByText('Complete', { exact: true }).click();
  await page.getByRole('link', { name: `Open the appointments of ${patient!.name}` }).click();
  await expectPath(page, `/patient-list/${patient!.patientId}/appointments`);
  await expect(appointmentRow(page, 'CT Scan')).toContainText('Complete');
  // Closed, it goes back to the to-do list it was opened from, not to the patient list.
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expectPath(page, '/care/todo');
});

test('the patient sees their own appointments, read only', async ({ page }, testInfo) => {
  // The demo patient logs in and sees their own appointments, read only.
  await loginThroughPage(page, DEMO.patient);
  await expectPath(page, '/care/patient');
  await expect(page.getByRole('heading', { name: 'My care', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'OPD Review with Oncologist' }),
  ).toContainText('Pending');
  await expect(page.getByRole('row').filter({ hasText: 'Blood Tests' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CT Scan' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('button', { name: /Edit|Complete|Delete/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My questionnaires' })).toHaveAttribute(
    'href',
    '/care/patient/questionnaires',
  );
  await keepScreenshot(page, testInfo, 'my-care');
  expect(await seriousAxeViolations(page, '/care/patient')).toEqual([]);
});

test("another hospital's patient: the dialogs say so and offer no form", async ({ page }) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(db|dashboard)$/);
  for (const dialogPath of ['appointments', 'functional-outcomes']) {
    await page.goto(`/#/patient-list/999999/${dialogPath}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Patient not found. They may be another hospital’s patient, or the link is wrong.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
});

test('a save whose answer was lost, sent again, makes one appointment', async ({ page }) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(db|dashboard)$/);
  const [lost] = await registerPatientsThroughApi(page.request, [
    { firstName: 'Nirmala', lastName: 'Kulkarni', genderId: 2 },
  ]);
  // The first save reaches the server, which stores it; its answer never comes back.
  let dropped = false;
  await page.route(`**/api/v1/patients/${lost!.patientId}/appointments`, async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/#/patient-list/${lost!.patientId}/appointments`);
  await addAppointment(page, {
    heading: 'Investigation',
    activity: 'CT Scan',
    date: day(3).shown,
    comment: 'Answer lost once',
  });
  await expect(page.getByText('Could not reach the server').first()).toBeVisible();
  // The form is kept; Save again is what a person does.
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Save Successfully!').first()).toBeVisible();
  await expect(appointmentRow(page, 'Answer lost once')).toHaveCount(1);
  const listed = await page.request.get(`/api/v1/patients/${lost!.patientId}/appointments`);
  expect(((await listed.json()) as unknown[]).length).toBe(1);
});

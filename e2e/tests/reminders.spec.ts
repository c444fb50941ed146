import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

/** The switch's accessible name starts with its label (Mantine puts the hint in the label). */
const reminderSwitch = (page: Page) =>
  page.getByRole('switch', { name: /^Send me an SMS the day before each appointment/ });

test('the patient says no to SMS reminders in My care, and yes again', async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.patient);
  await expectPath(page, '/care/patient');
  const control = reminderSwitch(page);
  await expect(control).toBeChecked();
  await keepScreenshot(page, testInfo, 'my-care-reminders');

  await control.click({ force: true });
  await expect(
    page.getByRole('alert').filter({ hasText: 'You will not get SMS reminders' }),
  ).toBeVisible();
  await page.reload();
  await expect(reminderSwitch(page)).not.toBeChecked();

  await reminderSwitch(page).click({ force: true });
  await expect(
    page.getByRole('alert').filter({ hasText: 'You will get an SMS the day before' }),
  ).toBeVisible();
  await page.reload();
  await expect(reminderSwitch(page)).toBeChecked();
});

test("the chief admin chooses the hospital's reminder time on the doctors page", async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, /^\/(db|dashboard)/);
  await page.goto('/hospital/doctors');
  const card = page.getByRole('region', { name: 'Appointment reminders' });
  const time = page.getByRole('combobox', { name: 'Time of the reminder' });
  await expect(time).toHaveValue('18:00');

  await time.click();
  await page.getByRole('option', { name: '19:30', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Update Successfully!' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'reminder-time');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time of the reminder' })).toHaveValue('19:30');
  await expect(card).toBeVisible();

  // Back to the demo's time, for the specs that follow.
  await page.getByRole('combobox', { name: 'Time of the reminder' }).click();
  await page.getByRole('option', { name: '18:00', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Update Successfully!' })).toBeVisible();
});

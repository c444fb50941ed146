import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerPatientsThroughApi, subscribedDoctorThroughApi } from './api-setup';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

const PASSWORD = 'Audit@2026';

/** Today in India as yyyy-MM-dd, the form's day. */
const todayInIndia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

test('the super admin finds who opened a patient and exports the day as CSV', async ({
  browser,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const doctorMobile = await subscribedDoctorThroughApi(request, admin, PASSWORD);
  const [patient] = await registerPatientsThroughApi(request, [
    { firstName: 'Audit', lastName: 'Trail' },
  ]);
  await Promise.all([request.dispose(), admin.dispose()]);

  // The doctor opens the patient's record for editing: a read on record.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await loginThroughPage(doctor, doctorMobile, PASSWORD);
  // Signing in ends on the landing page; opening the record before that would be overtaken by it.
  await expectPath(doctor, '/db');
  await doctor.goto(`/#/patient-registration/0/${patient!.patientId}/0`);
  await expect(doctor.getByRole('heading', { name: 'Edit Patient', level: 1 })).toBeVisible();
  await doctorContext.close();

  const superAdminContext = await browser.newContext({ acceptDownloads: true });
  const page = await superAdminContext.newPage();
  await loginThroughPage(page, DEMO.superAdmin);
  await page
    .getByRole('link', { name: /Audit Log/ })
    .first()
    .click();
  await expectPath(page, '/admin/audit');
  const table = page.getByRole('table', { name: 'Audit Log' });
  // The newest lines show before any filter: the super admin's own sign-in among them.
  await expect(table.getByRole('row').filter({ hasText: 'auth.login' }).first()).toBeVisible();

  // A wrong filter is said on its field, and nothing is asked.
  const form = page.getByRole('form', { name: 'Search the audit log' });
  await form.getByLabel('Patient number').fill('twelve');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Enter the patient number, a whole number')).toBeVisible();

  await form.getByLabel('Patient number').fill(String(patient!.patientId));
  await form.getByRole('button', { name: 'Search' }).click();
  const read = table.getByRole('row').filter({ hasText: 'patient.read' });
  await expect(read.first()).toContainText(doctorMobile);
  await expect(read.first()).toContainText(`patient ${patient!.patientId}`);
  await expect(table.getByRole('row').filter({ hasText: 'auth.login' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'audit-log');

  // An export needs its days; then the file arrives with every line of the filters.
  await form.getByRole('button', { name: 'Export CSV' }).click();
  await expect(form.getByText('Choose the dates from and to of the lines to export')).toBeVisible();
  await form.getByLabel('From', { exact: true }).fill(todayInIndia());
  await form.getByLabel('To', { exact: true }).fill(todayInIndia());
  await form.getByLabel('To', { exact: true }).press('Tab');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`audit-log-${todayInIndia()}-to-${todayInIndia()}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFTime (India),')).toBe(true);
  const lines = csv.trim().split('\r\n');
  expect(lines.some((line) => line.includes(`patient.read,patient,${patient!.patientId}`))).toBe(
    true,
  );
  await superAdminContext.close();
});

test('a hospital admin may not open the audit log', async ({ page }) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  await page.goto('/#/admin/audit');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

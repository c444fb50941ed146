import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  issueDiscountCodeThroughApi,
  selfRegisterGuestThroughApi,
  subscribedDoctorThroughApi,
} from './api-setup';
import {
  choose,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  readCodeFromOutbox,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };
const DOCTOR_PASSWORD = 'Doctor@2026';
const PATIENT_PASSWORD = 'Patient@2026';

/**
 * A person registers themselves (a code covering the whole price makes the login active at
 * once), and a doctor's hospital adds them: a patient with a login, known to a hospital.
 */
async function patientWithLogin(request: APIRequestContext, doctor: APIRequestContext) {
  const code = `FREE${Date.now() % 100_000}`;
  await issueDiscountCodeThroughApi(request, code, 100);
  const mobileNumber = await selfRegisterGuestThroughApi(request, {
    firstName: 'Farida',
    lastName: 'Sheikh',
    genderId: 2,
    age: 44,
    district: 'Surat',
    pincode: '395003',
    address: '7 Ring Road',
    password: PATIENT_PASSWORD,
    couponCode: code,
  });
  const found = await doctor.post('/api/v1/patients/lookup', {
    headers: writeHeaders,
    data: { searchBy: mobileNumber },
  });
  const { patient } = (await found.json()) as { patient: { patientId: number } };
  const consultants = (await (await doctor.get('/api/v1/hospital/doctors')).json()) as {
    id: number;
  }[];
  const bound = await doctor.post(`/api/v1/patients/${patient.patientId}/bind`, {
    headers: writeHeaders,
    data: { consultantDoctorIds: [consultants[0]!.id], searchBy: mobileNumber },
  });
  expect(bound.status(), await bound.text()).toBe(200);
  return { patientId: patient.patientId, mobileNumber };
}

/** A fresh start without a session, as after closing the browser. */
async function signedOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

test('a doctor changes a patient’s mobile number and the patient logs in with the new one', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const doctorApi = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminApi = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const doctorMobile = await subscribedDoctorThroughApi(doctorApi, adminApi, DOCTOR_PASSWORD);
  const patient = await patientWithLogin(request, doctorApi);

  await loginThroughPage(page, doctorMobile, DOCTOR_PASSWORD);
  await expectPath(page, '/db');
  await page.goto(`/#/patient-registration/0/${patient.patientId}/0`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Edit Patient', level: 1 })).toBeVisible();
  await expect(main.getByLabel('Mobile Number', { exact: true })).toHaveValue(patient.mobileNumber);
  const newMobile = freshMobile();
  await main.getByLabel('Mobile Number', { exact: true }).fill(newMobile);
  // Registered by themselves, the patient has no stage and site yet: the doctor adds them.
  await choose(page, 'Stage', 'Early');
  await choose(page, 'Site', 'Breast');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Patient Update Successfully!')).toBeVisible();
  await expectPath(page, '/patient-list');

  // The patient's login moved with the number: the old one no longer signs in.
  await signedOut(page);
  await loginThroughPage(page, patient.mobileNumber, PATIENT_PASSWORD);
  await expect(page.getByText('Username or password is invalid!')).toBeVisible();
  await loginThroughPage(page, newMobile, PATIENT_PASSWORD);
  await expectPath(page, '/care/patient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(page, testInfo, 'patient-logged-in-with-new-mobile');
  await doctorApi.dispose();
  await adminApi.dispose();
});

test('a person changes their own mobile number with a code sent to the new one', async ({
  page,
  request,
  playwright,
  browser,
}, testInfo) => {
  const doctorApi = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminApi = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await subscribedDoctorThroughApi(doctorApi, adminApi, DOCTOR_PASSWORD);
  const patient = await patientWithLogin(request, doctorApi);

  await loginThroughPage(page, patient.mobileNumber, PATIENT_PASSWORD);
  await expectPath(page, '/care/patient');
  await page.goto('/#/change-mobile');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Change Mobile Number', level: 1 })).toBeVisible();
  const newMobile = freshMobile();
  await main.getByLabel('New Mobile Number').fill(newMobile);
  await main.getByLabel('Your Password').fill('Wrong@2026');
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByText('Password is incorrect')).toBeVisible();
  await main.getByLabel('Your Password').fill(PATIENT_PASSWORD);
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByText(`Enter the 6-digit code sent to ${newMobile}.`)).toBeVisible();

  const code = await readCodeFromOutbox(browser, newMobile);
  await main.getByLabel('OTP').fill(code);
  await keepScreenshot(page, testInfo, 'change-mobile-code');
  await main.getByRole('button', { name: 'Change number' }).click();
  await expect(
    page.getByText('Your mobile number is changed. Log in with the new number from now on.'),
  ).toBeVisible();
  await expectPath(page, '/care/patient');

  await signedOut(page);
  await loginThroughPage(page, newMobile, PATIENT_PASSWORD);
  await expectPath(page, '/care/patient');
  await doctorApi.dispose();
  await adminApi.dispose();
});

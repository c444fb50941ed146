import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { verhoeffCheckDigit } from '../../packages/shared/src/aadhaar';
import { registerPatientsThroughApi, subscribedDoctorThroughApi } from './api-setup';
import {
  choose,
  endSessionFor,
  fillPatientPerson,
  DEMO,
  DEMO_PASSWORD,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  openPage,
  seriousAxeViolations,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };
const PASSWORD = 'Patient@2026';

/** The page's own form: the header's quick sign-in has a Mobile Number and Password too. */
const main = (page: Page) => page.getByRole('main');

/** Mantine selects: open by the field's label, then choose the option. */
/** A valid Aadhaar number no other run uses (Verhoeff check digit last). */
function freshAadhaar(): string {
  const base = `2${Date.now().toString().slice(-10)}`;
  return `${base}${verhoeffCheckDigit(base)}`;
}

/** Name, age, contact and address: the fields every registration form shares. */
async function loginRequestAs(request: APIRequestContext, mobileNumber: string) {
  const login = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe('a doctor of a hospital', () => {
  test('registers a patient, finds them in the list and edits them', async ({ page }, testInfo) => {
    // Registration, list, edit and two accessibility scans in one flow.
    test.slow();
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, /^\/db/);
    await page.goto('/#/dashboard');
    await page.getByRole('link', { name: 'Patient Registration' }).click();
    await expectPath(page, '/patient-registration/0/0/doctor');
    await expect(
      page.getByRole('heading', { name: 'Patient Registration', level: 1 }),
    ).toBeVisible();

    // An empty submit marks the required fields with the spec's messages.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('First Name is required')).toBeVisible();
    await expect(page.getByText('Consultant Doctor is required')).toBeVisible();
    await expect(page.getByText('Stage is required')).toBeVisible();
    await expect(page.getByText('Site is required')).toBeVisible();

    // A digit in a name is refused on the field, once the form has been tried.
    const firstName = main(page).getByLabel('First Name');
    await firstName.fill('Lata2');
    await expect(
      page.getByText('Use letters only; spaces, full stops, apostrophes and hyphens may join them'),
    ).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    // (d) A number already registered is refused when the field is left.
    const mobileInput = main(page).getByLabel('Mobile Number', { exact: true });
    await mobileInput.fill(DEMO.patient);
    await mobileInput.blur();
    await expect(
      page.getByText('Mobile number already register as UserName !').first(),
    ).toBeVisible();
    // Kept as typed, marked on the field.
    await expect(mobileInput).toHaveValue(DEMO.patient);
    await expect(mobileInput).toHaveAttribute('aria-invalid', 'true');

    const mobile = freshMobile();
    const aadhaar = freshAadhaar();
    await fillPatientPerson(page, { first: 'Lata', last: 'Verma', mobile });
    await main(page).getByLabel('Aadhaar Number').fill(aadhaar);
    await choose(page, 'Consultant Doctor', 'Dr. Rohan Shah');
    await page.keyboard.press('Escape');
    await choose(page, 'Stage', 'Early');
    await choose(page, 'Site', 'Breast');
    await choose(page, 'Looking For', 'Treatment');
    await keepScreenshot(page, testInfo, 'doctor-registration-filled');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Patient Registration Successfully!')).toBeVisible();
    await expectPath(page, '/patient-list');

    await main(page).getByLabel('Search').fill(mobile);
    const actions = page.getByRole('group', { name: 'Actions for Lata Verma' });
    await expect(actions).toBeVisible();
    await actions.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, /^\/patient-registration\/0\/\d+\/0$/);
    const patientId = Number(new URL(page.url()).pathname.split('/')[3]);
    await expect(page.getByRole('heading', { name: 'Edit Patient', level: 1 })).toBeVisible();
    await expect(main(page).getByLabel('First Name')).toHaveValue('Lata');
    // The Aadhaar number never comes back: only its masked form, and an optional new one.
    await expect(page.getByText(`Aadhaar on record: XXXX-XXXX-${aadhaar.slice(-4)}`)).toBeVisible();
    await expect(main(page).getByLabel('New Aadhaar Number')).toHaveValue('');
    const bindings = page.getByRole('table', { name: 'Hospitals and doctors of this patient' });
    await expect(bindings.getByRole('row', { name: /Demo Cancer Hospital/ })).toContainText(
      'Dr. Rohan Shah',
    );

    await main(page).getByLabel('City').fill('Gandhinagar');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Patient Update Successfully!')).toBeVisible();
    await expectPath(page, '/patient-list');
    const saved = await page.request.get(`/api/v1/patients/${patientId}`);
    expect(((await saved.json()) as { city: string }).city).toBe('Gandhinagar');
    await keepScreenshot(page, testInfo, 'doctor-patient-updated');

    expect(await seriousAxeViolations(page, '/patient-registration/0/0/doctor')).toEqual([]);
    expect(await seriousAxeViolations(page, `/patient-registration/0/${patientId}/0`)).toEqual([]);
  });

  test('of another hospital finds that patient by mobile and adds them to theirs', async ({
    page,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    const first = await playwright.request.newContext({ baseURL });
    await loginRequestAs(first, DEMO.doctor);
    const [patient] = await registerPatientsThroughApi(first, [
      { firstName: 'Meera', lastName: 'Kapoor', genderId: 2 },
    ]);
    const request = await playwright.request.newContext({ baseURL });
    const admin = await playwright.request.newContext({ baseURL });
    const doctorMobile = await subscribedDoctorThroughApi(request, admin, PASSWORD);
    await Promise.all([first.dispose(), request.dispose(), admin.dispose()]);

    await loginThroughPage(page, doctorMobile, PASSWORD);
    await expectPath(page, /^\/db/);
    await page.goto('/#/patient-registration/0/0/doctor');
    await main(page).getByLabel('Search by Email or Mobile Number').fill(patient!.mobileNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Patient found.')).toBeVisible();
    // The found patient's details are theirs: shown, not editable here.
    await expect(main(page).getByLabel('First Name')).toHaveValue('Meera');
    await expect(main(page).getByLabel('First Name')).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Add to my hospital' }).click();
    await expect(page.getByText('Consultant Doctor is required')).toBeVisible();
    await choose(page, 'Consultant Doctor', 'Dr. Flow Tester');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add to my hospital' }).click();
    await expect(page.getByText('Patient Registration Successfully!')).toBeVisible();
    await expectPath(page, '/patient-list');

    // A second search: already in this hospital, with both hospitals in the table.
    await page.goto('/#/patient-registration/0/0/doctor');
    await main(page).getByLabel('Search by Email or Mobile Number').fill(patient!.mobileNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText('This patient is already registered in your hospital.'),
    ).toBeVisible();
    const bindings = page.getByRole('table', { name: 'Hospitals and doctors of this patient' });
    await expect(bindings.getByRole('row', { name: /Demo Cancer Hospital/ })).toBeVisible();
    await expect(bindings.getByRole('row', { name: /Flow Hospital/ })).toContainText(
      'Dr. Flow Tester',
    );
    await expect(page.getByRole('button', { name: 'Add to my hospital' })).toBeDisabled();
    await keepScreenshot(page, testInfo, 'doctor-patient-bound');

    // No match empties the form for a new registration.
    await main(page).getByLabel('Search by Email or Mobile Number').fill(freshMobile());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No patient found')).toBeVisible();
    await expect(main(page).getByLabel('First Name')).toHaveValue('');
    await expect(main(page).getByLabel('First Name')).toBeEnabled();
  });

  test('whose quota runs out while typing sees the renewal message and keeps the form', async ({
    page,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    const request = await playwright.request.newContext({ baseURL });
    const admin = await playwright.request.newContext({ baseURL });
    const doctorMobile = await subscribedDoctorThroughApi(request, admin, PASSWORD, 1);

    await loginThroughPage(page, doctorMobile, PASSWORD);
    await expectPath(page, /^\/(db|dashboard)/);
    await page.goto('/#/patient-registration/0/0/doctor');
    await fillPatientPerson(page, { first: 'Ravi', last: 'Solanki', mobile: freshMobile() });
    await choose(page, 'Consultant Doctor', 'Dr. Flow Tester');
    await page.keyboard.press('Escape');
    await choose(page, 'Stage', 'Advance');
    await choose(page, 'Site', 'Lung');
    // Meanwhile the hospital's last unit is used (another doctor, another tab).
    await registerPatientsThroughApi(request, [{ firstName: 'Only', lastName: 'One' }]);
    await Promise.all([request.dispose(), admin.dispose()]);

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Your subscription plan is over' }),
    ).toBeVisible();
    await expectPath(page, '/patient-registration/0/0/doctor');
    await expect(main(page).getByLabel('First Name')).toHaveValue('Ravi');
    await expect(main(page).getByLabel('City')).toHaveValue('Ahmedabad');
    await keepScreenshot(page, testInfo, 'doctor-quota-over');

    // Opened again with nothing left, the page says so before anything is typed.
    await page.reload();
    const refusal = main(page)
      .getByRole('alert')
      .filter({ hasText: 'Patients cannot be registered now' });
    await expect(refusal).toContainText('Your subscription plan is over');
    await expect(main(page).getByLabel('First Name')).toHaveCount(0);
    await refusal.getByRole('link', { name: 'See subscription plans' }).click();
    await expectPath(page, /^\/show-subscription-plan/);
  });

  test('whose session ends while typing signs in again over the form, and keeps it', async ({
    page,
  }, testInfo) => {
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, /^\/db/);
    await page.goto('/patient-registration/0/0/doctor');
    const mobile = freshMobile();
    await fillPatientPerson(page, { first: 'Kamala', last: 'Desai', mobile });
    await choose(page, 'Consultant Doctor', 'Dr. Rohan Shah');
    await page.keyboard.press('Escape');
    await choose(page, 'Stage', 'Early');
    await choose(page, 'Site', 'Breast');

    // Logged out elsewhere (another tab of the same browser) while the form is open.
    const logout = await page.request.post('/api/v1/auth/logout', { headers: writeHeaders });
    expect(logout.status()).toBe(200);
    await page.getByRole('button', { name: 'Register' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Mobile Number')).toHaveValue(DEMO.doctor);
    // The dialog says it: no toast beside it.
    await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
    await expectPath(page, '/patient-registration/0/0/doctor');
    await keepScreenshot(page, testInfo, 'sign-in-again');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You are signed in again.')).toBeVisible();

    // Everything typed is still there, and saves.
    await expect(main(page).getByLabel('First Name')).toHaveValue('Kamala');
    await expect(main(page).getByLabel('Mobile Number', { exact: true })).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Patient Registration Successfully!')).toBeVisible();
    await expectPath(page, '/patient-list');
  });

  test('whose session ends while a list of the form loads signs in again over it, and keeps it', async ({
    page,
  }) => {
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, /^\/db/);
    await page.goto('/patient-registration/0/0/doctor');
    await fillPatientPerson(page, { first: 'Lata', last: 'Mehta', mobile: freshMobile() });
    await choose(page, 'Stage', 'Early');
    // A read the page makes while the form holds typed work finds the session ended. The
    // sub-site list stands for any such read (on the server it needs no session; the hospital's
    // doctors, a patient's bindings or a questionnaire's questions do).
    await endSessionFor(page, '**/api/v1/masters/sub_site*');
    await choose(page, 'Site', 'Breast');
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expectPath(page, '/patient-registration/0/0/doctor');
    await page.unroute('**/api/v1/masters/sub_site*');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();

    // What was typed stays, and the list that failed loads now.
    await expect(main(page).getByLabel('First Name')).toHaveValue('Lata');
    await choose(page, 'Sub Site', 'Left Breast');
  });
});

/** A cancer patient's self-registration at the demo clinic, up to the coupon and the terms. */
async function fillCancerPatientAtClinic(
  page: Page,
  person: { first: string; last: string; mobile: string },
  age: number,
) {
  await choose(page, 'Cancer Subsite', 'Breast');
  await choose(page, 'You are looking for', 'Treatment');
  await choose(page, 'Stage', 'Early');
  await choose(page, 'Treatment History', 'Surgery');
  await page.keyboard.press('Escape');
  await fillPatientPerson(page, person);
  await typeBirthDate(page, age);
  await choose(page, 'Clinic', 'Demo Cancer Hospital');
  await page.keyboard.press('Escape');
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirm Password').fill(PASSWORD);
}

test.describe('a visitor registers for a programme', () => {
  test('as a cancer patient with a discount code, and sees the summary', async ({
    page,
    request,
  }, testInfo) => {
    const code = `SELF${Date.now() % 100_000}`;
    await loginRequestAs(request, DEMO.superAdmin);
    const created = await request.post('/api/v1/discount-codes', {
      headers: writeHeaders,
      data: { coupponCode: code, discountPercent: 25 },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/#/cancer-self-help-website');
    await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click();
    await expectPath(page, '/patient-registration/0/0/self-help-platform');
    await expect(
      page.getByRole('heading', { name: 'New Cancer Registration', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Self-help supportive-care platform').first()).toBeVisible();
    await expect(page.getByTestId('payable-amount')).toHaveText('₹350.00');

    const mobile = freshMobile();
    await fillCancerPatientAtClinic(page, { first: 'Sunita', last: 'Rana', mobile }, 46);

    // An unknown code is refused on leaving the field; a valid one lowers the payable amount.
    const coupon = main(page).getByLabel('Coupon Code');
    await coupon.fill('NOPE1');
    await coupon.blur();
    await expect(page.getByText('Coupon Code Invalid Please Contact Admin Person!')).toBeVisible();
    await expect(page.getByTestId('payable-amount')).toHaveText('₹350.00');
    await coupon.fill(code);
    await coupon.blur();
    await expect(page.getByTestId('payable-amount')).toHaveText('₹262.50');

    // Without the terms box: the message, and no way to submit.
    const submit = page.getByRole('button', { name: 'Register' });
    await expect(page.getByText('Please Agree Terms & Conditions')).toBeVisible();
    await expect(submit).toBeDisabled();
    await keepScreenshot(page, testInfo, 'self-registration-terms-missing');
    await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
    await expect(page.getByText('Please Agree Terms & Conditions')).toHaveCount(0);
    await submit.click();

    await expect(
      page.getByRole('heading', { name: 'Registration Summary', level: 1 }),
    ).toBeVisible();
    const summary = page.getByRole('table', { name: 'Registration Summary' });
    await expect(summary.getByRole('row', { name: /Full Name/ })).toContainText('Sunita Rana');
    await expect(summary.getByRole('row', { name: /Mobile Number/ })).toContainText(mobile);
    await expect(summary.getByRole('row', { name: /Registration Type/ })).toContainText(
      'Self-help supportive-care platform',
    );
    await expect(summary.getByRole('row', { name: /Patient Type/ })).toContainText(
      'Cancer Patient',
    );
    await expect(summary.getByRole('row', { name: /Payable Amount/ })).toContainText('₹262.50');
    await keepScreenshot(page, testInfo, 'self-registration-summary');

    // The person is registered: a reload shows the summary again, not an empty form.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Registration Summary', level: 1 }),
    ).toBeVisible();
    await expect(summary.getByRole('row', { name: /Mobile Number/ })).toContainText(mobile);
    await expect(summary.getByRole('row', { name: /Payable Amount/ })).toContainText('₹262.50');

    // Logging in leads to the programme payment; Back from the login page finds the summary.
    await page.getByRole('link', { name: 'Log in and pay' }).click();
    await expectPath(page, '/login');
    await page.goBack();
    await expect(summary.getByRole('row', { name: /Full Name/ })).toContainText('Sunita Rana');
    await page.getByRole('link', { name: 'Log in and pay' }).click();
    await expectPath(page, '/login');
    // The number just registered is filled in; only the password is left to type.
    await expect(main(page).getByLabel('Mobile Number')).toHaveValue(mobile);
    await loginThroughPage(page, mobile, PASSWORD);
    await expectPath(page, '/patient-payment');
  });

  test('for personal assistance, choosing three months, and pays for the three', async ({
    page,
  }, testInfo) => {
    await page.goto('/#/personalised-assistance-programme');
    await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click();
    await expectPath(page, '/patient-registration/0/0/personal-assistance-programme');
    // Sold by the month: one month to start, and the price follows the months chosen.
    const months = page.getByRole('combobox', { name: 'Months', exact: true });
    await expect(months).toHaveValue('1 month');
    await expect(page.getByTestId('payable-amount')).toHaveText('₹1,500.00');
    await choose(page, 'Months', '3 months');
    await expect(page.getByTestId('payable-amount')).toHaveText('₹4,500.00');
    await expect(page.getByText('Price for 3 months')).toBeVisible();

    const mobile = freshMobile();
    await fillCancerPatientAtClinic(page, { first: 'Meena', last: 'Joshi', mobile }, 52);
    await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    const summary = page.getByRole('table', { name: 'Registration Summary' });
    await expect(summary.getByRole('row', { name: /Months/ })).toContainText('3 months');
    await expect(summary.getByRole('row', { name: /Payable Amount/ })).toContainText('₹4,500.00');
    await keepScreenshot(page, testInfo, 'self-registration-months-summary');

    await page.getByRole('link', { name: 'Log in and pay' }).click();
    await loginThroughPage(page, mobile, PASSWORD);
    await expectPath(page, '/patient-payment');
    await expect(page.getByRole('row', { name: /Months/ })).toContainText('3 months');
    await expect(page.getByRole('row', { name: /Final Payable Amount/ })).toContainText(
      '₹4,500.00',
    );
    await keepScreenshot(page, testInfo, 'programme-payment-months');

    // The receipt names the months paid for.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Buy Plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy Plan' }).click();
    await page.getByRole('button', { name: 'Pay INR 4500.00' }).click();
    await expectPath(page, /^\/payment-success\/[A-Z0-9]+\/0$/);
    await expect(page.getByRole('row', { name: /Months/ })).toContainText('3 months');
    await expect(page.getByRole('row', { name: /Amount/ }).last()).toContainText('₹4,500.00');
  });

  test('as a normal person', async ({ page }, testInfo) => {
    await page.goto('/#/register/tobacco-de-addiction');
    await expectPath(page, '/patient-registration/0/0/tobacco-de-addiction');
    await expect(
      page.getByRole('heading', { name: 'Normal Person Registration', level: 1 }),
    ).toBeVisible();
    await expect(main(page).getByLabel('Cancer Subsite')).toHaveCount(0);
    await expect(main(page).getByLabel('Clinic')).toHaveCount(0);
    // Choosing Cancer Patient asks for the cancer details and changes the title.
    await page.getByRole('radio', { name: 'Cancer Patient' }).check();
    await expect(
      page.getByRole('heading', { name: 'New Cancer Registration', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cancer Subsite', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Normal Person' }).check();

    const mobile = freshMobile();
    await fillPatientPerson(page, { first: 'Imran', last: 'Shaikh', mobile });
    await typeBirthDate(page, 46);
    await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    const summary = page.getByRole('table', { name: 'Registration Summary' });
    await expect(summary.getByRole('row', { name: /Patient Type/ })).toContainText('Normal Person');
    await expect(summary.getByRole('row', { name: /Registration Type/ })).toContainText(
      'Tobacco de-addiction programme',
    );
    await expect(summary.getByRole('row', { name: /Payable Amount/ })).toContainText('₹1,000.00');
    await keepScreenshot(page, testInfo, 'normal-person-summary');
  });

  test('from a country without lists: state and district typed, a postal code, a clinic in India', async ({
    page,
  }, testInfo) => {
    await page.goto('/#/register/online-second-opinion');
    await expectPath(page, '/patient-registration/0/0/online-second-opinion');
    await page.getByRole('radio', { name: 'Normal Person' }).check();
    const mobile = freshMobile();
    await main(page).getByLabel('First Name').fill('Sita');
    await main(page).getByLabel('Last Name').fill('Thapa');
    await page.getByRole('radio', { name: 'Female' }).check();
    await main(page).getByLabel('Mobile Number', { exact: true }).fill(mobile);
    await typeBirthDate(page, 52);

    // Nepal has no lists here: the state and district become text boxes, the pincode a postal code.
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await country.fill('Nepal');
    await page.getByRole('option', { name: 'Nepal', exact: true }).click();
    const state = main(page).getByRole('textbox', { name: 'State', exact: true });
    const district = main(page).getByRole('textbox', { name: 'District', exact: true });
    await expect(state).toHaveValue('');
    await expect(main(page).getByLabel('Pincode')).toHaveCount(0);
    await expect(main(page).getByLabel('Postal code')).not.toHaveAttribute('required');
    await main(page).getByLabel('City').fill('Kathmandu');
    await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();

    // A submit without them names both, and a bad postal code.
    await main(page).getByLabel('Postal code').fill('44_600');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(main(page).getByText('State is required')).toBeVisible();
    await expect(main(page).getByText('District is required')).toBeVisible();
    await expect(
      main(page).getByText('Postal code must be 2 to 10 letters, digits, spaces or hyphens'),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'self-registration-abroad-errors');

    await state.fill('Bagmati');
    await district.fill('Kathmandu');
    await main(page).getByLabel('Postal code').fill('44600');
    // The clinic is in India: the person chooses where.
    await expect(page.getByText('You live outside India')).toBeVisible();
    await choose(page, 'State of the clinic (India)', 'Gujarat');
    await choose(page, 'District of the clinic', 'Ahmedabad');
    await choose(page, 'Clinic', 'Demo Cancer Hospital');
    await page.keyboard.press('Escape');
    await keepScreenshot(page, testInfo, 'self-registration-abroad-filled');
    await page.getByRole('button', { name: 'Register' }).click();

    const summary = page.getByRole('table', { name: 'Registration Summary' });
    await expect(summary.getByRole('row', { name: /Full Name/ })).toContainText('Sita Thapa');
    await expect(summary.getByRole('row', { name: /Mobile Number/ })).toContainText(mobile);
  });

  test('one submit marks every invalid field, out-of-range input is refused, a birth date fills the age', async ({
    page,
  }, testInfo) => {
    await page.goto('/#/patient-registration/0/0/self-help-platform');
    await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    // Every required field says so on the first submit, the cancer details with the others.
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Gender is required',
      'Date of Birth is required',
      'Subsite is required',
      'You are looking for is required',
      'Stages is required',
      'Treatment History is required',
      'Clinic is required',
      'Mobile Number is required',
      'Password is required',
    ]) {
      await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(main(page).getByText(/Invalid input/)).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'self-registration-all-errors');

    // An age out of range stays as typed and is refused with a message.
    const age = main(page).getByLabel('Age', { exact: true });
    await age.fill('999');
    await age.blur();
    await expect(age).toHaveValue('999');
    await expect(main(page).getByText('Age must be a whole number from 0 to 120')).toBeVisible();
    await age.fill('-5');
    await age.blur();
    await expect(age).toHaveValue('-5');
    await expect(main(page).getByText('Age must be a whole number from 0 to 120')).toBeVisible();

    // The empty date's calendar opens on the decade of someone fifty, not on the 1900s.
    const fiftyYearsAgo = String(new Date().getFullYear() - 50);
    await main(page).getByLabel('Date of Birth', { exact: true }).click();
    await expect(page.getByRole('button', { name: fiftyYearsAgo, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // A birth date in the future stays as typed and is refused (the calendar alone would undo it).
    await typeBirthDate(page, -1);
    await expect(main(page).getByText('Date of birth must be a past date')).toBeVisible();

    // A date of birth fills the age.
    await typeBirthDate(page, 52);
    await expect(main(page).getByText('Date of birth must be a past date')).toHaveCount(0);
    await expect(age).toHaveValue('52');
    await expect(main(page).getByText('Age must be a whole number from 0 to 120')).toHaveCount(0);

    // Choosing Other as the subsite asks what it is.
    await expect(main(page).getByLabel('Other Cancer Subsite')).toHaveCount(0);
    await choose(page, 'Cancer Subsite', 'Other');
    const other = main(page).getByLabel('Other Cancer Subsite');
    await expect(other).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(main(page).getByText('Other Cancer Subsite is required')).toBeVisible();
    await other.fill('Eye');
    await expect(main(page).getByText('Other Cancer Subsite is required')).toHaveCount(0);
  });

  test('is told at once when the mobile number is taken', async ({ page }) => {
    await page.goto('/#/patient-registration/0/0/self-screening');
    const mobileInput = main(page).getByLabel('Mobile Number', { exact: true });
    await mobileInput.fill(DEMO.patient);
    await mobileInput.blur();
    await expect(
      page.getByText('Mobile number already register as UserName !').first(),
    ).toBeVisible();
    await expect(mobileInput).toHaveValue(DEMO.patient);
    await expect(mobileInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('signed in already, is told so instead of a form that refuses their own number', async ({
    page,
  }, testInfo) => {
    await loginThroughPage(page, DEMO.patient);
    await expectPath(page, /^\/(?!login)/);
    await page.goto('/#/patient-registration/0/0/online-second-opinion');
    const notice = main(page).getByRole('alert').filter({ hasText: 'You are signed in' });
    await expect(notice).toContainText(`(${DEMO.patient})`);
    await expect(main(page).getByLabel('Mobile Number', { exact: true })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'registration-signed-in');
    // Logging out here leaves the person on the registration, now the sign-up form.
    await notice.getByRole('button', { name: 'Log out and register someone else' }).click();
    await expectPath(page, '/patient-registration/0/0/online-second-opinion');
    await expect(main(page).getByLabel('Mobile Number', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a list pressed while the empty field left above it shows its message still opens', async ({
    page,
  }) => {
    await openPage(page, '/patient-registration/0/0/self-screening');
    await main(page).getByLabel('Mobile Number', { exact: true }).click();
    const state = page.getByRole('combobox', { name: 'State', exact: true });
    const before = (await state.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    // Leaving Mobile Number empty shows its message, which moves the list down before the release.
    await expect(main(page).getByText('Mobile Number is required')).toBeVisible();
    await expect.poll(async () => (await state.boundingBox())!.y).toBeGreaterThan(before.y);
    await page.mouse.up();
    await expect(page.getByRole('option', { name: 'Gujarat' })).toBeVisible();
  });

  test('the registration pages have no serious accessibility violations', async ({ page }) => {
    const violations: string[] = [];
    for (const route of [
      '/patient-registration/0/0/self-help-platform',
      '/patient-registration/0/0/tobacco-de-addiction',
    ]) {
      violations.push(...(await seriousAxeViolations(page, route)));
    }
    expect(violations).toEqual([]);
  });
});

/** Types a date of birth that makes the person `age` today (1 January of that year). */
async function typeBirthDate(page: Page, age: number) {
  const field = main(page).getByLabel('Date of Birth', { exact: true });
  await field.fill(`01-Jan-${new Date().getFullYear() - age}`);
  await field.press('Tab');
}

import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };
const PASSWORD = 'Patient@2026';

/** The super admin issues a patient discount code (setup through the API). */
async function issueDiscountCode(request: APIRequestContext, code: string, percent: number) {
  const admin = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: DEMO.superAdmin, password: DEMO_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  const created = await request.post('/api/v1/discount-codes', {
    headers: writeHeaders,
    data: { coupponCode: code, discountPercent: percent },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/v1/auth/logout', { headers: writeHeaders });
}

/** A person self-registers for the tobacco de-addiction programme (setup through the API). */
async function selfRegister(request: APIRequestContext, couponCode: string) {
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
    name: string;
  }[];
  const mobileNumber = freshMobile();
  const response = await request.post('/api/v1/patients/self-registration', {
    headers: writeHeaders,
    data: {
      registerType: 'tobacco-de-addiction',
      patientType: 'guest',
      firstName: 'Imran',
      lastName: 'Qureshi',
      genderId: 1,
      age: 38,
      // The self-registration form asks for the date of birth (1 January of the year of that age).
      dateOfBirth: `${new Date().getFullYear() - 38}-01-01`,
      mobileNumber,
      countryId: 101,
      stateId: 12,
      districtId: districts.find((district) => district.name === 'Rajkot')?.id,
      city: 'Rajkot',
      pincode: '360001',
      address: '21 Kalawad Road',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
      couponCode,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return mobileNumber;
}

test('a self-registered person pays the discounted programme price and their login becomes active', async ({
  page,
  request,
}, testInfo) => {
  const code = `QUIT${Date.now() % 100_000}`;
  await issueDiscountCode(request, code, 25);
  const mobile = await selfRegister(request, code);

  // An inactive login lands on the programme payment page.
  await loginThroughPage(page, mobile, PASSWORD);
  await expectPath(page, '/patient-payment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tobacco de-addiction programme' })).toBeVisible();
  await expect(main.getByText('₹1,000.00')).toBeVisible();
  await expect(main.getByText('- ₹250.00')).toBeVisible();
  await expect(main.getByText('₹750.00')).toBeVisible();

  await main.getByRole('button', { name: 'Buy Plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay INR 750.00' }).click();

  await expectPath(page, /^\/payment-success\//);
  await expect(page.getByText('Tobacco de-addiction programme')).toBeVisible();
  await keepScreenshot(page, testInfo, 'programme-paid');

  // The login is active now: the payment page says so and the care area opens.
  await page.goto('/#/patient-payment');
  await expect(
    page.getByText('Your programme is already paid and your login is active.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open My care' }).click();
  await expectPath(page, '/care/patient');
});

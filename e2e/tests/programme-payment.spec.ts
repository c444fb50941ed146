import { expect, test } from '@playwright/test';
import { issueDiscountCodeThroughApi, selfRegisterGuestThroughApi } from './api-setup';
import { expectPath, keepScreenshot, loginThroughPage, pathOf } from './support';

const PASSWORD = 'Patient@2026';

test('a self-registered person pays the discounted programme price and their login becomes active', async ({
  page,
  request,
}, testInfo) => {
  const code = `QUIT${Date.now() % 100_000}`;
  await issueDiscountCodeThroughApi(request, code, 25);
  const mobile = await selfRegisterGuestThroughApi(request, {
    firstName: 'Imran',
    lastName: 'Qureshi',
    genderId: 1,
    age: 38,
    district: 'Rajkot',
    pincode: '360001',
    address: '21 Kalawad Road',
    password: PASSWORD,
    couponCode: code,
  });

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

  await expectPath(page, /^\/payment-success\/[A-Z0-9]+\/0$/);
  const receipt = pathOf(page);
  await expect(page.getByText('Tobacco de-addiction programme')).toBeVisible();
  await keepScreenshot(page, testInfo, 'programme-paid');

  // The login is active now: the payment page says so and the care area opens.
  await page.goto('/#/patient-payment');
  await expect(
    page.getByText('Your programme is already paid and your login is active.'),
  ).toBeVisible();
  // The receipt stays at hand.
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expectPath(page, receipt);
  await expect(page.getByText('Tobacco de-addiction programme')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Open My care' }).click();
  await expectPath(page, '/care/patient');

  // An order that is not theirs leads back to their own payment page, not the hospitals' plans.
  await page.goto('/payment-success/PRGNOTTHEIRS0000000001/0');
  await expect(page.getByText('We could not find this payment.')).toBeVisible();
  await page.getByRole('link', { name: 'Programme Payment' }).click();
  await expectPath(page, '/patient-payment');
});

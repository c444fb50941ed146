import { expect, test, type Page } from '@playwright/test';
import {
  createCouponThroughApi,
  createPlanAsAdmin,
  registerDoctorThroughApi,
  type CreatedPlan,
} from './api-setup';
import {
  DEMO,
  expectAccessible,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  pathOf,
} from './support';

const PASSWORD = 'Clinic@2026';

const finalAmount = (page: Page) => page.getByTestId('final-amount');

async function payNow(page: Page, plan: CreatedPlan) {
  await page.goto('/#/show-subscription-plan');
  await page
    .getByRole('article', { name: plan.name })
    .getByRole('button', { name: 'Pay Now' })
    .click();
}

async function buyAndReachGateway(page: Page) {
  await page.getByRole('button', { name: 'Buy Plan' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure want to buy this plan ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy Plan' }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\/[A-Z0-9]+$/);
}

test.describe('buying a subscription plan', () => {
  test('the doctor without a subscription buys a plan with a coupon', async ({
    page,
    playwright,
  }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const plan = await createPlanAsAdmin(admin, 1000);
    const coupon = await createCouponThroughApi(admin, {
      planId: plan.id,
      discountBase: 'flat',
      discountValue: 250,
    });
    await admin.dispose();

    await loginThroughPage(page, DEMO.doctorWithoutSubscription);
    await expectPath(page, '/dashboard');
    await page.getByRole('link', { name: 'View Subscription Plans' }).click();
    await expectPath(page, '/show-subscription-plan');
    await expect(page.getByRole('heading', { name: 'Subscription Plan', level: 1 })).toBeVisible();
    // Logged in: no link back to the login page.
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveCount(0);
    const card = page.getByRole('article', { name: plan.name });
    await expect(card).toContainText('₹1,000.00');
    await expect(card).toContainText('30 Days');
    await expect(card).toContainText('25');
    await expect(card).toContainText('thirty days');
    await keepScreenshot(page, testInfo, 'plan-page');
    await expectAccessible(page, '/show-subscription-plan');

    await card.getByRole('button', { name: 'Pay Now' }).click();
    await expectPath(page, new RegExp(`^/payment/\\d+/${plan.id}$`));
    await expect(page.getByRole('region', { name: 'Subscription plan' })).toContainText(plan.name);
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText(
      '+91 9000000004',
    );
    await expect(finalAmount(page)).toHaveText('₹1,000.00');

    // An unknown code: the server's message, and the price stays the plan's.
    await page.getByLabel('Coupon Code').fill('NOSUCH1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('sorry this coupon code is not valid please contact admin person'),
    ).toBeVisible();
    await expect(finalAmount(page)).toHaveText('₹1,000.00');

    await page.getByLabel('Coupon Code').fill(coupon.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('congratulation you will get discount')).toBeVisible();
    await expect(finalAmount(page)).toHaveText('₹750.00');
    await expect(page.getByText(`Discount (${coupon})`)).toBeVisible();
    await keepScreenshot(page, testInfo, 'payment-with-coupon');
    await expectAccessible(page, '/payment');

    await buyAndReachGateway(page);
    await keepScreenshot(page, testInfo, 'sandbox-gateway');
    // The gateway charges the server's price, not anything the browser said.
    await page.getByRole('button', { name: 'Pay INR 750.00' }).click();

    await expectPath(page, new RegExp(`^/payment-success/[A-Z0-9]+/${plan.id}$`));
    const receipt = pathOf(page);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const details = page.getByRole('table', { name: 'Payment details' });
    await expect(details).toContainText(plan.name);
    await expect(details.getByRole('row', { name: /Hospital Name/ })).toContainText(
      'Sunrise Oncology Clinic',
    );
    await expect(details.getByRole('row', { name: /Full Name/ })).toContainText('Kiran Patel');
    await expect(details).toContainText('+91 9000000004');
    await expect(details).toContainText('₹750.00');
    // What the coupon took off, named: the price, the discount, then the amount paid.
    await expect(
      details.getByRole('row', { name: 'Subscription Price ₹1,000.00', exact: true }),
    ).toBeVisible();
    await expect(
      details.getByRole('row', { name: `Discount (${coupon}) - ₹250.00`, exact: true }),
    ).toBeVisible();
    await expect(details.getByRole('row', { name: 'Amount ₹750.00', exact: true })).toBeVisible();
    // Every date reads dd-MMM-yyyy (the seed wrote this one dd/MMM/yyyy).
    await expect(details.getByRole('row', { name: /Transaction Date/ })).toContainText(
      /\d{2}-[A-Z][a-z]{2}-\d{4}/,
    );
    await expect(details.getByRole('row', { name: /Total Patient Count/ })).toContainText('25');
    // The unit is said once, by the value ('Duration (days) 30 Days' said it twice).
    await expect(details.getByRole('row', { name: 'Duration 30 Days', exact: true })).toBeVisible();
    await expect(details.getByRole('row', { name: /Status/ })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'payment-success');
    await expectAccessible(page, '/payment-success');
    // Back from the outcome: the gateway's page says the payment ended (not the browser's
    // resubmission page), and its way back leads to the same outcome.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Payment done' })).toBeVisible();
    await expect(page.getByText('This payment has ended; it cannot be paid again.')).toBeVisible();
    await page.getByRole('button', { name: 'Return to the portal' }).click();
    await expectPath(page, receipt);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('link', { name: 'Patient Registration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Patient List' })).toBeVisible();

    await page.goto('/#/my_subscription');
    const row = page.getByRole('row').filter({ hasText: plan.name });
    // The plan's price, then what was paid after the coupon.
    await expect(row.getByRole('cell').nth(2)).toHaveText('₹1,000.00');
    const paid = row.getByRole('cell').nth(3);
    await expect(paid).toContainText('₹750.00');
    // Start and end dates as every other date (the seed's dd/MM/yyyy read as 11/12 or 12/11).
    await expect(row).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4}.*\d{2}-[A-Z][a-z]{2}-\d{4}/);
    await expect(row).toContainText('Active');
    await expect(page.getByText('Total Subscription Packs')).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-subscription');
    await expectAccessible(page, '/my_subscription');
    // The chief admin who paid opens the receipt again from the pack's row.
    await paid.getByRole('link', { name: `Receipt of ${plan.name}` }).click();
    await expectPath(page, receipt);
    await expect(page.getByRole('table', { name: 'Payment details' })).toContainText('₹750.00');
  });

  test('a failed payment shows the reason and a way to try again', async ({
    page,
    request,
    playwright,
  }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const plan = await createPlanAsAdmin(admin, 499.99);
    await admin.dispose();
    const mobile = await registerDoctorThroughApi(request, PASSWORD);

    await loginThroughPage(page, mobile, PASSWORD);
    await expectPath(page, '/dashboard');
    await payNow(page, plan);
    await expectPath(page, new RegExp(`^/payment/\\d+/${plan.id}$`));
    await expect(finalAmount(page)).toHaveText('₹499.99');
    await buyAndReachGateway(page);
    await page.getByRole('button', { name: 'Fail payment' }).click();

    await expectPath(page, new RegExp(`^/payment-failed/[A-Z0-9]+/${plan.id}$`));
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    const details = page.getByRole('table', { name: 'Payment details' });
    await expect(details.getByRole('row', { name: /Status/ })).toContainText('Failed');
    await expect(details.getByRole('row', { name: /Reason/ })).toContainText(
      'Your bank declined the payment. Try again, or pay another way.',
    );
    await expect(details).toContainText(plan.name);
    // Try again returns to the same plan's payment page.
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      new RegExp(`^/payment/\\d+/${plan.id}$`),
    );
    await keepScreenshot(page, testInfo, 'payment-failed');
    await expectAccessible(page, '/payment-failed');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expectPath(page, new RegExp(`^/payment/\\d+/${plan.id}$`));
    await expect(finalAmount(page)).toHaveText('₹499.99');

    // Still no subscription: the dashboard offers the plans again.
    await page.goto('/#/dashboard');
    await expect(page.getByRole('link', { name: 'View Subscription Plans' })).toBeVisible();
  });

  test('a visitor chooses a plan, logs in and continues to the payment', async ({
    page,
    request,
    playwright,
  }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const plan = await createPlanAsAdmin(admin, 2500);
    await admin.dispose();
    const mobile = await registerDoctorThroughApi(request, PASSWORD);

    await page.goto('/#/show-subscription-plan');
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
    await payNow(page, plan);
    await expectPath(page, `/login-signup/${plan.id}`);

    const main = page.getByRole('main');
    await main.getByLabel('Mobile Number').fill(mobile);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectPath(page, new RegExp(`^/payment/\\d+/${plan.id}$`));
    await expect(page.getByRole('region', { name: 'Subscription plan' })).toContainText(plan.name);
    await expect(finalAmount(page)).toHaveText('₹2,500.00');
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createPlanAsAdmin, registerDoctorThroughApi } from './api-setup';
import { DEMO, expectAccessible, expectPath, keepScreenshot, loginThroughPage } from './support';

/*
 * The super admin's Hospitals screen: every hospital with its doctors, patients and where its
 * subscription stands, found by any part of its name.
 */

test('the super admin finds a hospital by name and sees where its subscription stands', async ({
  page,
  playwright,
}, testInfo) => {
  // A hospital that has bought nothing yet.
  const registrar = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const mobile = await registerDoctorThroughApi(registrar, 'Doctor@2026');
  await registrar.dispose();

  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Hospitals', exact: true })
    .first()
    .click();
  await expectPath(page, '/admin/hospitals');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Hospitals', level: 1 })).toBeVisible();

  // The demo hospital runs a pack: its doctors and patients are counted.
  const search = main.getByLabel('Search by hospital name');
  await search.fill('demo cancer');
  const table = main.getByRole('table', { name: 'Hospitals' });
  const demo = table.getByRole('row').filter({ hasText: 'Demo Cancer Hospital' });
  await expect(demo).toHaveCount(1);
  await expect(demo).toContainText('Active');
  await expect(demo).toContainText(/Until \d{2}-[A-Z][a-z]{2}-\d{4}/);
  await expect(demo).toContainText(/patients? left/);
  await expect(main.getByRole('status')).toHaveText(/^\d+ hospitals?$/);

  // The new one, found by a part of its name, has none.
  await search.fill(mobile);
  const fresh = table.getByRole('row').filter({ hasText: `Flow Hospital ${mobile}` });
  await expect(fresh).toHaveCount(1);
  await expect(fresh).toContainText('None bought');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(main.getByRole('status')).toHaveText('1 hospital');
  // The subscription filter: it has none, so it is not among the active ones.
  const filter = main.getByLabel('Subscription');
  await filter.click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(table.getByText('No data!')).toBeVisible();
  await filter.click();
  await page.getByRole('option', { name: 'None bought' }).click();
  await expect(fresh).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveText('1 hospital');
  await expectAccessible(page, 'hospitals list', 'main');
  await keepScreenshot(page, testInfo, 'admin-hospitals');

  // A name nothing has.
  await search.fill('no hospital is called this');
  await expect(table.getByText('No data!')).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('0 hospitals');
});

test('the super admin opens a hospital and sees its pack and its payments, then finds and exports them among all payments', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const admin = await playwright.request.newContext({ baseURL });
  const { name: planName } = await createPlanAsAdmin(admin, 800);
  await admin.dispose();
  const registrar = await playwright.request.newContext({ baseURL });
  const mobile = await registerDoctorThroughApi(registrar, 'Doctor@2026');
  await registrar.dispose();

  // The hospital's chief admin fails one payment, then pays.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await loginThroughPage(buyer, mobile, 'Doctor@2026');
  await expectPath(buyer, '/dashboard');
  for (const outcome of ['Fail payment', 'Pay INR 800.00']) {
    await buyer.goto('/#/show-subscription-plan');
    await buyer
      .getByRole('article', { name: planName })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    await buyer.getByRole('button', { name: 'Buy Plan' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Buy Plan' }).click();
    await buyer.waitForURL(/\/sandbox-gateway\/pay\/[A-Z0-9]+$/);
    await buyer.getByRole('button', { name: outcome }).click();
    await expectPath(buyer, /^\/payment-(failed|success)\//);
  }
  await expectPath(buyer, /^\/payment-success\//);
  await buyerContext.close();

  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  await page.goto('/#/admin/hospitals');
  const main = page.getByRole('main');
  await main.getByLabel('Search by hospital name').fill(mobile);
  await main.getByRole('link', { name: `Flow Hospital ${mobile}` }).click();
  await expectPath(page, /^\/admin\/hospitals\/\d+$/);
  await expect(
    main.getByRole('heading', { name: `Flow Hospital ${mobile}`, level: 1 }),
  ).toBeVisible();
  await expect(main.getByText('Cancer · Ahmedabad, Gujarat')).toBeVisible();

  // The pack the payment bought, as the hospital's My Subscription shows it.
  const packs = main.getByRole('region', { name: 'Subscription packs' });
  await expect(packs.getByRole('row').filter({ hasText: planName })).toContainText('₹800.00');

  const payments = main.getByRole('table', { name: 'Payments' });
  const rows = payments.getByRole('row').filter({ hasText: planName });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Paid');
  await expect(rows.nth(0)).toContainText('₹800.00');
  await expect(rows.nth(1)).toContainText('Failed');
  await expect(main.getByText('2 payments')).toBeVisible();
  await expectAccessible(page, 'one hospital', 'main');
  await keepScreenshot(page, testInfo, 'admin-hospital');

  // On a phone each payment is a card.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = main.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('Failed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'admin-hospital-phone');

  // Back to the list.
  await main.getByRole('link', { name: 'Back to Hospitals' }).click();
  await expectPath(page, '/admin/hospitals');

  // Every payment of the portal: the two found by the payer's mobile, then the failed one alone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation').getByRole('link', { name: 'Payments', exact: true }).click();
  await expectPath(page, '/admin/payments');
  await main.getByLabel('Order, transaction or mobile').fill(mobile);
  const all = main.getByRole('table', { name: 'Payments' });
  await expect(all.getByRole('row').filter({ hasText: planName })).toHaveCount(2);
  await expect(main.getByRole('status')).toHaveText('2 payments; 1 paid, ₹800.00 collected');
  await expect(
    all
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: `Flow Hospital ${mobile}` }),
  ).toBeVisible();
  await main.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(main.getByRole('status')).toHaveText('1 payment; 0 paid, ₹0.00 collected');
  await expect(all.getByRole('row').filter({ hasText: planName })).toHaveCount(1);
  await expect(all.getByRole('row').nth(1)).toContainText('Failed');
  await expectAccessible(page, 'all payments', 'main');
  await keepScreenshot(page, testInfo, 'admin-payments');

  // The export asks for its days first, then downloads what the filters select.
  await main.getByRole('button', { name: 'Export CSV' }).click();
  await expect(
    main.getByText('Choose the dates from and to of the payments to export'),
  ).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  })
    .format(new Date())
    .replace(/ /g, '-');
  await main.getByLabel('Started from', { exact: true }).fill(today);
  await main.getByLabel('Started to', { exact: true }).fill(today);
  await main.getByLabel('Started to', { exact: true }).press('Tab');
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^\uFEFFStarted \(India\),/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',Failed,Plan,');
  expect(lines[1]).toContain(`,${mobile},800.00,0.00,800.00,`);
});

test("a hospital's chief admin cannot open the list of hospitals", async ({ page }) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, /^\/(db|dashboard)$/);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Hospitals', exact: true }),
  ).toHaveCount(0);
  const answer = await page.request.get('/api/v1/admin/hospitals');
  expect(answer.status()).toBe(403);
  // Nor a hospital's page: the app says so rather than showing an empty page.
  await page.goto('/#/admin/hospitals/1');
  await expect(page.getByRole('main')).toContainText('Not allowed');
});

import { expect, test } from '@playwright/test';
import { registerDoctorThroughApi } from './api-setup';
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
  await expectAccessible(page, 'hospitals list', 'main');
  await keepScreenshot(page, testInfo, 'admin-hospitals');

  // A name nothing has.
  await search.fill('no hospital is called this');
  await expect(table.getByText('No data!')).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('0 hospitals');
});

test("a hospital's chief admin cannot open the list of hospitals", async ({ page }) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, /^\/(db|dashboard)$/);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Hospitals', exact: true }),
  ).toHaveCount(0);
  const answer = await page.request.get('/api/v1/admin/hospitals');
  expect(answer.status()).toBe(403);
});

import { expect, test } from '@playwright/test';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

test('a page opened while offline says so, and opens by itself once the connection is back', async ({
  page,
  context,
}, testInfo) => {
  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');

  // The audit log's code has not been downloaded yet: offline, it cannot be.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No connection', level: 1 })).toBeVisible();
  await expect(page.getByText('It opens by itself once the connection is back.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'offline-page');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expectPath(page, '/admin/audit');
});

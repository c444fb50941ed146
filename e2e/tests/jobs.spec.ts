import { expect, test } from '@playwright/test';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

test('the super admin sees the background jobs from the dashboard', async ({ page }, testInfo) => {
  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  // The header's admin menu links the page too.
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', {
      name: 'Background Jobs',
    }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Background Jobs/ })
    .click();
  await expectPath(page, '/admin/jobs');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Background Jobs' });
  const reconcile = table.getByRole('row').filter({ hasText: 'payments.reconcile' });
  await expect(reconcile).toContainText('1 minute');
  await expect(table.getByRole('row').filter({ hasText: 'auth.cleanup' })).toContainText(
    '60 minutes',
  );
  await keepScreenshot(page, testInfo, 'jobs');
});

test('a doctor may not open the background jobs', async ({ page }) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  await page.goto('/#/admin/jobs');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

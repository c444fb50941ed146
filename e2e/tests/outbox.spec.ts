import { expect, test } from '@playwright/test';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

test('the super admin sees a sent code in the outbox with its status and attempts', async ({
  page,
  request,
}, testInfo) => {
  // A one-time code for the patient demo account, asked for as a person who forgot a password.
  const asked = await request.post('/api/v1/auth/otp/send', {
    headers: { 'x-portal-request': '1' },
    data: { mobileNumber: DEMO.patient },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('link', { name: /SMS Outbox/ })
    .first()
    .click();
  await expectPath(page, '/admin/outbox');
  const row = page.getByRole('row').filter({ hasText: DEMO.patient }).first();
  // Demo mode: the outbox provider delivers to the outbox itself within a couple of seconds.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(/\b\d{6}\b/);
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await keepScreenshot(page, testInfo, 'outbox-sent');
});

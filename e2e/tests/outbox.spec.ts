import { expect, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };

test('the super admin sees a code go out through the local MSG91 fake and arrive, with its attempts', async ({
  page,
  request,
}, testInfo) => {
  // A one-time code for the patient demo account, asked for as a person who forgot a password.
  const asked = await request.post('/api/v1/auth/otp/send', {
    headers: writeHeaders,
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
  // Demo mode: the MSG91 adapter sends it to the local fake within a couple of seconds, and the
  // fake's delivery report follows; the screen keeps up by itself, without a reload.
  await expect(row).toContainText('Delivered', { timeout: 20_000 });
  await expect(row).toContainText(/\b\d{6}\b/);
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await keepScreenshot(page, testInfo, 'outbox-delivered');
});

test('a code to a number the fake reports undelivered (ending 9992) shows Failed with the reason', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: DEMO.superAdmin, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const undelivered = `${freshMobile().slice(0, 6)}9992`;
  const sent = await request.post('/api/v1/account/mobile-number/code', {
    headers: writeHeaders,
    data: { newMobileNumber: undelivered, password: DEMO_PASSWORD },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  await page.goto('/#/admin/outbox');
  const row = page.getByRole('row').filter({ hasText: undelivered }).first();
  await expect(row).toContainText('Failed', { timeout: 20_000 });
  await expect(row).toContainText('Last error: Failed: Absent subscriber');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await keepScreenshot(page, testInfo, 'outbox-undelivered');
});

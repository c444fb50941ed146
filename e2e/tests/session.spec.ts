import { expect, test } from '@playwright/test';
import { DEMO, expectPath, loginThroughPage } from './support';

test('a visitor is sent to login with returnUrl and comes back after logging in', async ({
  page,
}) => {
  await page.goto('/#/change-password');
  await expectPath(page, '/login?returnUrl=%2Fchange-password');
  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').fill(DEMO.hospitalAdmin);
  await main.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectPath(page, '/change-password');
  await expect(page.getByLabel('Old Password')).toBeVisible();
});

test('log out ends the session on the server; re-login asks again', async ({ page, context }) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  await page.getByRole('button', { name: /Asha Mehta/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/home');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // The old cookie no longer opens a session.
  const session = await context.request.get('/api/v1/auth/session');
  expect(session.status()).toBe(401);
  await page.goto('/#/dashboard');
  await expectPath(page, /^\/login\?returnUrl=/);

  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  await page.getByRole('button', { name: /Asha Mehta/ }).click();
  await page.getByRole('menuitem', { name: 'Re-Login' }).click();
  await expectPath(page, /^\/login/);
});

test('a session ended elsewhere sends the browser back to login on its next call', async ({
  page,
  context,
}) => {
  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  await context.clearCookies();
  // The next API call answers 401: the browser returns to login, keeping where it was going.
  await page
    .getByRole('link', { name: /SMS Outbox/ })
    .first()
    .click();
  await expectPath(page, /^\/login\?returnUrl=%2Fadmin%2Foutbox/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  // A reload without a session lands on login too.
  await page.goto('/#/dashboard');
  await page.reload();
  await expectPath(page, /^\/login\?returnUrl=%2Fdashboard/);
});

test('the inline header login signs in from a public page', async ({ page }) => {
  await page.goto('/#/home');
  const header = page.getByRole('banner');
  await header.getByLabel('Mobile Number').fill(DEMO.superAdmin);
  await header.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await header.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/dashboard');
});

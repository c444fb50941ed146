import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  endSessionFor,
  expectPath,
  loginThroughPage,
  openPage,
  waitUntilSettled,
  watchProblems,
} from './support';

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

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
  // The screens of the ended session ask the server for nothing more (each would be a 401).
  const problems = watchProblems(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/home');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await waitUntilSettled(page);
  expect(problems).toEqual([]);
  // The old cookie no longer opens a session.
  const session = await context.request.get('/api/v1/auth/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
  await page.goto('/#/dashboard');
  await expectPath(page, /^\/login\?returnUrl=/);

  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  await page.getByRole('button', { name: /Asha Mehta/ }).click();
  await page.getByRole('menuitem', { name: 'Re-Login' }).click();
  await expectPath(page, /^\/login/);
  // Another person signs in at that computer: their own start page, not the doctor's page.
  await page.goto('/patient-list');
  await expectPath(page, /^\/login\?returnUrl=%2Fpatient-list/);
  const form = page.getByRole('main');
  await form.getByLabel('Mobile Number').fill(DEMO.patient);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectPath(page, '/care/patient');
  await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);
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
  // Raised while leaving for the login page, the toast is shown there...
  const ended = toasts(page).filter({ hasText: 'Your session has ended. Please log in again.' });
  await expect(ended).toBeVisible();
  // ...and does not follow the person to the next page (it would stay 8 seconds otherwise).
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expectPath(page, '/home');
  await expect(ended).toHaveCount(0, { timeout: 3_000 });
  // A reload without a session lands on login too.
  await page.goto('/#/dashboard');
  await page.reload();
  await expectPath(page, /^\/login\?returnUrl=%2Fdashboard/);
});

test('a save that finds the session ended says so once, in a dialog over the form', async ({
  page,
}) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, '/db');
  await page.goto('/change-password');
  await page.getByLabel('Old Password').fill('Demo@1234');
  await page.getByLabel('New Password', { exact: true }).fill('Better@5678');
  await page.getByLabel('Confirm Password').fill('Better@5678');
  // The save, and only the save, finds the session ended (cleared cookies would let any call
  // of the page find it first).
  await endSessionFor(page, '**/api/v1/auth/password/change');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The page and what was typed stay; the dialog says why the save did not happen.
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has ended, so nothing more is saved or loaded.');
  await expectPath(page, '/change-password');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('Better@5678');
  // The form's own 'Please log in to continue.' would be a toast saying the same.
  await expect(toasts(page)).toHaveCount(0);
  // The login page instead: the way there keeps where the person was.
  await dialog.getByRole('button', { name: 'Go to the login page' }).click();
  await expectPath(page, /^\/login\?returnUrl=%2Fchange-password/);
});

test('the inline header login signs in from a public page', async ({ page }) => {
  await page.goto('/#/home');
  const header = page.getByRole('banner');
  await header.getByLabel('Mobile Number').fill(DEMO.superAdmin);
  await header.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await header.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/dashboard');
});

test('a refused header login is said in the header without covering its controls', async ({
  page,
}, testInfo) => {
  await page.goto('/#/home');
  const header = page.getByRole('banner');
  const form = header.getByRole('form', { name: 'Quick sign in' });
  await form.getByLabel('Mobile Number').fill(DEMO.doctor);
  await form.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Username or password is invalid!');
  await expect(toasts(page)).toHaveCount(0);
  // Every control of the form still takes a click where it is (trial: nothing lies over it).
  for (const control of [
    form.getByLabel('Mobile Number'),
    form.getByLabel('Password', { exact: true }),
    form.getByRole('button', { name: 'Sign In' }),
    header.getByRole('link', { name: 'Contact Us' }),
  ]) {
    await control.click({ trial: true, timeout: 2_000 });
  }
  // The visible part only: a full-page capture resizes the window, which rebuilds the header.
  await page.screenshot({ path: testInfo.outputPath('header-login-refused-1280.png') });
  // Correcting the form clears the message; the right password signs in.
  await form.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, /^\/(db|dashboard)$/);
});

test('on a phone the refused header login is said in the menu, above its fields', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const form = page.getByRole('form', { name: 'Quick sign in' });
  await form.getByLabel('Mobile Number').fill(DEMO.doctor);
  await form.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('Username or password is invalid!');
  await expect(toasts(page)).toHaveCount(0);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const control of [
    menu.getByRole('button', { name: 'Close', exact: true }),
    menu.getByRole('link', { name: 'Home' }),
    form.getByLabel('Mobile Number'),
    form.getByRole('button', { name: 'Sign In' }),
  ]) {
    await control.click({ trial: true, timeout: 2_000 });
  }
  await page.screenshot({ path: testInfo.outputPath('header-login-refused-390.png') });
});

test('on a phone the menu gives focus back to its button when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/home', '/login']) {
    await openPage(page, route);
    const button = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // From the keyboard, closed with Escape.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button, route).toBeFocused();
    // And with its Close button.
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(button, route).toBeFocused();
  }
  // A link followed from the menu leaves focus with the page it opens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expectPath(page, '/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a mobile number typed with a Gujarati keyboard signs in', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  const mobile = main.getByLabel('Mobile Number');
  // The demo doctor's number in Gujarati digits, as a Gujarati keyboard types it.
  const gujarati = [...DEMO.doctor].map((digit) => String.fromCharCode(0x0ae6 + Number(digit)));
  await mobile.pressSequentially(gujarati.join(''));
  await expect(mobile).toHaveValue(DEMO.doctor);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectPath(page, /^\/(db|dashboard)$/);
});

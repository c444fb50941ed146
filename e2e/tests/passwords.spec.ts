import { expect, test } from '@playwright/test';
import { registerDoctorThroughApi } from './api-setup';
import { expectPath, keepScreenshot, loginThroughPage, readCodeFromOutbox } from './support';

const START_PASSWORD = 'Start@2026';

test('forgot password: send, resend, verify, set a new password, log in with it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const mobile = await registerDoctorThroughApi(request, START_PASSWORD);
  await page.goto('/#/login');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Forgot Password/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile Number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByText('If this mobile number is registered, an OTP has been sent to it.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Mobile Number')).toBeDisabled();

  // A wrong code (the real one with its last digit changed) is refused under the OTP field.
  const firstCode = await readCodeFromOutbox(browser, mobile);
  const wrongCode = firstCode.slice(0, 5) + String((Number(firstCode[5]) + 1) % 10);
  await dialog.getByLabel('OTP').fill(wrongCode);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('Invalid Otp Number!')).toBeVisible();

  // Resend sends a new code, which supersedes the first.
  await dialog.getByRole('button', { name: 'ReSend OTP' }).click();
  await expect
    .poll(() => readCodeFromOutbox(browser, mobile), { timeout: 30_000 })
    .not.toBe(firstCode);
  const code = await readCodeFromOutbox(browser, mobile);
  await dialog.getByLabel('OTP').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();

  const resetDialog = page.getByRole('dialog');
  await resetDialog.getByLabel('New Password').fill('Renewed@2026');
  await resetDialog.getByLabel('Confirm Password').fill('Renewed@2026');
  await resetDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Password reset successfully. Please log in with your new password.'),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'password-reset-done');

  await loginThroughPage(page, mobile, START_PASSWORD);
  await expect(page.getByRole('main').getByText('Username or password is invalid!')).toBeVisible();
  await loginThroughPage(page, mobile, 'Renewed@2026');
  await expectPath(page, '/dashboard');
});

test('change password logs the user out; the new password works', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await registerDoctorThroughApi(request, START_PASSWORD);
  await loginThroughPage(page, mobile, START_PASSWORD);
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: /Flow Tester/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expectPath(page, '/change-password');

  await page.getByLabel('Old Password').fill('Wrong@2026');
  await page.getByLabel('New Password').fill('Changed@2026');
  await page.getByLabel('Confirm Password').fill('Changed@2026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Old password is incorrect')).toBeVisible();

  await page.getByLabel('Old Password').fill(START_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password Change Successfully!')).toBeVisible();
  await expectPath(page, /^\/login/);
  await keepScreenshot(page, testInfo, 'password-changed');

  await loginThroughPage(page, mobile, 'Changed@2026');
  await expectPath(page, '/dashboard');
});

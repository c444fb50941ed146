import { expect, test } from '@playwright/test';
import { registerDoctorThroughApi } from './api-setup';
import {
  expectPath,
  keepScreenshot,
  loginThroughPage,
  readCodeFromOutbox,
  waitUntilSettled,
  watchProblems,
} from './support';

const START_PASSWORD = 'Start@2026';

test('forgot password: send, resend, verify, set a new password, log in with it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const mobile = await registerDoctorThroughApi(request, START_PASSWORD);
  // Time runs as usual; ReSend's 30-second wait is jumped over below.
  await page.clock.install();
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

  // Resend waits half a minute after a code, then sends a new one, which supersedes the first.
  await expect(dialog.getByRole('button', { name: /^ReSend OTP in \d+ s$/ })).toBeDisabled();
  await page.clock.fastForward(30_000);
  await dialog.getByRole('button', { name: 'ReSend OTP', exact: true }).click();
  await expect
    .poll(() => readCodeFromOutbox(browser, mobile), { timeout: 30_000 })
    .not.toBe(firstCode);
  const code = await readCodeFromOutbox(browser, mobile);
  await dialog.getByLabel('OTP').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();

  // The verified code is acknowledged in the dialog that follows.
  const resetDialog = page.getByRole('dialog', { name: 'Set a New Password' });
  await expect(resetDialog.getByRole('status')).toHaveText('Otp verified successfully');

  // A confirmation that differs is refused and emptied, on leaving it and on submitting.
  const confirm = resetDialog.getByLabel('Confirm Password');
  await resetDialog.getByLabel('New Password').fill('Renewed@2026');
  await confirm.fill('Renewed@2062');
  await confirm.press('Tab');
  await expect(resetDialog.getByText('Password Not Match.')).toBeVisible();
  await expect(confirm).toHaveValue('');
  await confirm.fill('Renewed@2062');
  await resetDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(resetDialog.getByText('Password Not Match.')).toBeVisible();
  await expect(confirm).toHaveValue('');
  await expect(confirm).toBeFocused();

  await confirm.fill('Renewed@2026');
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
  // Registered without the title: the header adds it.
  const mobile = await registerDoctorThroughApi(request, START_PASSWORD, { name: 'Flow Tester' });
  await loginThroughPage(page, mobile, START_PASSWORD);
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: 'Dr. Flow Tester' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expectPath(page, '/change-password');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Submit' });

  // A confirmation that differs is refused and emptied when the person leaves it.
  await main.getByLabel('Old Password').fill('Wrong@2026');
  await main.getByLabel('New Password').fill('Changed@2026');
  await main.getByLabel('Confirm Password').fill('Changed@2062');
  await main.getByLabel('Confirm Password').press('Tab');
  await expect(main.getByText('Password Not Match.')).toBeVisible();
  await expect(main.getByLabel('Confirm Password')).toHaveValue('');
  await expect(submit).toBeDisabled();

  // A wrong old password: said on the field and in an 'Error!' toast.
  await main.getByLabel('Confirm Password').fill('Changed@2026');
  await submit.click();
  await expect(main.getByText('Old password is incorrect')).toBeVisible();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Error!' });
  await expect(toast).toContainText('Old password is incorrect');
  await keepScreenshot(page, testInfo, 'password-change-refused');

  await main.getByLabel('Old Password').fill(START_PASSWORD);
  // The screens of the ended session ask the server for nothing more (each would be a 401).
  const problems = watchProblems(page);
  await submit.click();
  // The success toast is raised while leaving for the login page: it is shown there.
  await expectPath(page, /^\/login/);
  await expect(page.getByText('Password Change Successfully!')).toBeVisible();
  await waitUntilSettled(page);
  expect(problems).toEqual([]);
  // The refusal's toast belonged to the page left behind.
  await expect(toast).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'password-changed');

  await loginThroughPage(page, mobile, 'Changed@2026');
  await expectPath(page, '/dashboard');
});

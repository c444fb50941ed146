import { createHmac } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerDoctorThroughApi } from './api-setup';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

const PASSWORD = 'Flow@2468';

/** RFC 4648 base32 (the key the page shows for manual entry), spaces ignored. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows (RFC 6238: SHA-1, 6 digits, 30 s), `offset` steps away. */
function totp(secret: Buffer, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const start = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A full-page capture from the top, so the sticky header stays at the top of the picture. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, testInfo, name);
}

async function signOut(page: Page, name: RegExp) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/home');
}

test('a hospital admin sets up two-factor, then signs in with a code and with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await registerDoctorThroughApi(request, PASSWORD, { name: 'Dr. Two Factor' });
  const menuButton = /Two Factor/;

  // The dashboard prompts the admin to set it up.
  await loginThroughPage(page, mobile, PASSWORD);
  await expectPath(page, '/dashboard');
  const prompt = page.getByRole('region', { name: 'Protect your administrator account' });
  await expect(prompt).toBeVisible();
  await screenshot(page, testInfo, 'two-factor-dashboard-prompt');
  await prompt.getByRole('link', { name: 'Set up now' }).click();
  await expectPath(page, '/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const shownKey = await page.getByTestId('two-factor-secret').textContent();
  expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = base32Decode(shownKey!);
  await screenshot(page, testInfo, 'two-factor-enrol');

  // A wrong code is refused on the field; the app's code turns it on.
  const codeField = page.getByLabel('Code from the app');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('12345');
  await codeField.blur();
  await expect(
    page.getByText('The code is the 6 digits your authenticator app shows'),
  ).toBeVisible();
  const wrong = totp(secret) === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(/This code is not right/)).toBeVisible();
  await codeField.fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once; Done waits for the confirmation that they are saved.
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as text file' }).click();
  expect((await download).suggestedFilename()).toBe(`recovery-codes-${mobile}.txt`);
  await screenshot(page, testInfo, 'two-factor-recovery-codes');
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have saved these recovery codes').check();
  await done.click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10 of 10.')).toBeVisible();
  await signOut(page, menuButton);

  // Sign in: the password, then the code of the app.
  await loginThroughPage(page, mobile, PASSWORD);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  const signInCode = main.getByLabel('Authentication code');
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(signInCode).toBeFocused();
  await signInCode.fill(wrong);
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(main.getByText(/This code is not right/)).toBeVisible();
  await screenshot(page, testInfo, 'two-factor-login-wrong-code');
  // The enrolment used this step's code: the next step's is still within the window.
  await signInCode.fill(totp(secret, 1));
  await main.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/dashboard');
  await expect(prompt).toHaveCount(0);
  await signOut(page, menuButton);

  // Sign in from the header with a recovery code: the login page takes over the second step.
  const header = page.getByRole('banner');
  await header.getByLabel('Mobile Number').fill(mobile);
  await header.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await header.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/login');
  await main.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await main.getByLabel('Recovery code').fill(codes[0]!.toUpperCase());
  await screenshot(page, testInfo, 'two-factor-login-recovery');
  await main.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/dashboard');

  // The used code is gone: 9 left.
  await page.goto('/#/two-factor');
  await expect(page.getByText('Recovery codes left: 9 of 10.')).toBeVisible();
  await screenshot(page, testInfo, 'two-factor-on');

  // New recovery codes ask for a code of the app: a wrong form is said on the field.
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Make new recovery codes?' });
  await regenerate.getByLabel('Code from the app').fill('12');
  await regenerate.getByLabel('Code from the app').blur();
  await expect(
    regenerate.getByText('The code is the 6 digits your authenticator app shows'),
  ).toBeVisible();
  await expect(regenerate.getByRole('button', { name: 'Make new codes' })).toBeDisabled();
  await regenerate.getByRole('button', { name: 'Cancel' }).click();
  await expect(regenerate).toHaveCount(0);

  // Turning it off: the password and, the phone being away, a recovery code.
  await page.getByRole('button', { name: 'Turn off' }).click();
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await disable.getByLabel('Your Password').fill('Wrong@2468');
  await disable.getByLabel('Code from the app, or a recovery code').fill(codes[1]!);
  await disable.getByRole('button', { name: 'Turn off' }).click();
  await expect(disable.getByText('Password is incorrect')).toBeVisible();
  await screenshot(page, testInfo, 'two-factor-disable-dialog');
  await disable.getByLabel('Your Password').fill(PASSWORD);
  await disable.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor sign-in is off', { exact: true })).toBeVisible();
  await signOut(page, menuButton);
  // The next sign-in asks for the password alone.
  await loginThroughPage(page, mobile, PASSWORD);
  await expectPath(page, '/dashboard');
});

test('a second step that runs out goes back to the password with its reason', async ({
  page,
  request,
}) => {
  // Answers for the second step as the server gives them when the challenge has expired.
  await page.route('**/api/v1/auth/two-factor/login', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'two_factor_challenge_expired',
          message:
            'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
        },
      }),
    }),
  );
  const mobile = await registerDoctorThroughApi(request, PASSWORD, { name: 'Dr. Late Code' });
  // Enrolled through the API, in the request context of this test.
  const headers = { 'x-portal-request': '1' };
  expect(
    (
      await request.post('/api/v1/auth/login', {
        headers,
        data: { mobileNumber: mobile, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const enrolment = (await (
    await request.post('/api/v1/auth/two-factor/enrolment', { headers })
  ).json()) as { secret: string };
  const confirmed = await request.post('/api/v1/auth/two-factor/enrolment/confirm', {
    headers,
    data: { code: totp(base32Decode(enrolment.secret)) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await loginThroughPage(page, mobile, PASSWORD);
  const main = page.getByRole('main');
  await main.getByLabel('Authentication code').fill('123456');
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
  );
  await expect(main.getByLabel('Mobile Number')).toBeVisible();
});

test('a super admin whom production requires to enrol is sent to the set-up page', async ({
  page,
}, testInfo) => {
  // The demo runs outside production: the session answer is given the production rule here.
  await page.route('**/api/v1/auth/session', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, twoFactorEnrolmentRequired: true } });
  });
  await loginThroughPage(page, DEMO.superAdmin);
  await expectPath(page, '/dashboard');
  // A fresh start reads the session from the server.
  await page.goto('/#/admin/masters_section');
  await page.reload();
  await expectPath(page, '/two-factor');
  await expect(page.getByRole('alert')).toContainText(
    'Your account must use two-factor sign-in before you can continue.',
  );
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  // No way back to the pages it may not open yet.
  await expect(page.getByRole('main').getByRole('link', { name: 'Back' })).toHaveCount(0);
  await screenshot(page, testInfo, 'two-factor-required');
});

test('a session that ends on a page is signed in again over it with the code of the app', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await registerDoctorThroughApi(request, PASSWORD, { name: 'Dr. Again Code' });
  const headers = { 'x-portal-request': '1' };
  const login = await request.post('/api/v1/auth/login', {
    headers,
    data: { mobileNumber: mobile, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const enrolment = (await (
    await request.post('/api/v1/auth/two-factor/enrolment', { headers })
  ).json()) as { secret: string };
  const secret = base32Decode(enrolment.secret);
  // Each code used is of a later step than the one before (a step's code is taken once): the
  // window's earliest step here, the current one at the login, the next one in the dialog.
  const confirmed = await request.post('/api/v1/auth/two-factor/enrolment/confirm', {
    headers,
    data: { code: totp(secret, -1) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await loginThroughPage(page, mobile, PASSWORD);
  const main = page.getByRole('main');
  await main.getByLabel('Authentication code').fill(totp(secret));
  await main.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/dashboard');
  await page.goto('/hospital/doctors');
  const time = main.getByRole('combobox', { name: 'Time of the reminder' });
  await expect(time).toBeEnabled();
  // The page's own reads are done (the header's hospitals come last): the save finds out.
  await page.waitForLoadState('networkidle');

  // Logged out elsewhere (another tab of the same browser); the next save finds it.
  const logout = await page.request.post('/api/v1/auth/logout', { headers });
  expect(logout.status()).toBe(200);
  await time.click();
  await page.getByRole('option', { name: '18:30' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  // The second step is asked in the dialog, over the same page.
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill(totp(secret, 1) === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText(/This code is not right/)).toBeVisible();
  await screenshot(page, testInfo, 'sign-in-again-code');
  await code.fill(totp(secret, 1));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You are signed in again.')).toBeVisible();
  await expectPath(page, '/hospital/doctors');

  await time.click();
  await page.getByRole('option', { name: '18:30' }).click();
  await expect(time).toHaveValue('18:30');
  const saved = await page.request.get('/api/v1/hospital/reminder-time');
  expect(((await saved.json()) as { time: string }).time).toBe('18:30');
});

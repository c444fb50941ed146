import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@portal/shared';
import { users } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { createDoctorWithHospital, createUser, errorOf } from '../../../test/factories';

const CHANGE = '/api/v1/auth/password/change';
const NEW_PASSWORD = 'Changed@2026';

const change = (
  ctx: TestContext,
  cookie: string | undefined,
  body: Record<string, unknown>,
  withoutCsrf = false,
) => call(ctx.app, 'POST', CHANGE, { cookie, body, withoutCsrf });
const body = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  oldPassword,
  newPassword,
  confirmPassword,
});
const loginStatus = async (ctx: TestContext, mobileNumber: string, password: string) =>
  (await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { mobileNumber, password } }))
    .statusCode;
const passwordHashOf = async (ctx: TestContext, userId: number) =>
  (await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]
    ?.hash;

describe('POST /auth/password/change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const response = await change(ctx, undefined, body(TEST_PASSWORD, NEW_PASSWORD));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('answers 403 csrf without the portal header, and changes nothing', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const before = await passwordHashOf(ctx, user.id);
    const response = await change(ctx, cookie, body(TEST_PASSWORD, NEW_PASSWORD), true);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
    expect(await passwordHashOf(ctx, user.id)).toBe(before);
  });

  it('answers a wrong old password with a field error on oldPassword', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const response = await change(ctx, cookie, body('Wrong@12345', NEW_PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid. Please check the form.',
        fieldErrors: [{ path: 'oldPassword', message: 'Old password is incorrect' }],
      },
    });
    // Nothing changed and the session lives on.
    expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).statusCode).toBe(200);
    expect(await loginStatus(ctx, user.mobileNumber, TEST_PASSWORD)).toBe(200);
  });

  it.each([
    [
      'no capital, number or special character',
      'weakpassword',
      'Invalid Password: use a capital letter, a number and a special character',
    ],
    ['too short', 'Ab1!', 'Minimum 8 characters password'],
    ['too long', `Ab1!${'x'.repeat(61)}`, 'Maximum 64 characters password'],
  ])('refuses a new password with %s', async (_reason, newPassword, text) => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const before = await passwordHashOf(ctx, user.id);
    const response = await change(ctx, cookie, body(TEST_PASSWORD, newPassword));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({
      path: 'newPassword',
      message: text,
    });
    expect(await passwordHashOf(ctx, user.id)).toBe(before);
  });

  it("refuses a confirmation that differs, with 'Password Not Match.'", async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const response = await change(ctx, cookie, body(TEST_PASSWORD, NEW_PASSWORD, 'Changed@2027'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { path: 'confirmPassword', message: 'Password Not Match.' },
    ]);
  });

  it('refuses the old password as the new one', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const response = await change(ctx, cookie, body(TEST_PASSWORD, TEST_PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { path: 'newPassword', message: 'The new password must differ from the old one' },
    ]);
  });

  it('changes the password and ends every session; only the new password logs in', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const here = await loginAs(ctx.app, doctor.mobileNumber);
    const elsewhere = await loginAs(ctx.app, doctor.mobileNumber);

    const response = await change(ctx, here, body(TEST_PASSWORD, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password Change Successfully!' });
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');

    for (const cookie of [here, elsewhere]) {
      expect(
        (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).json().user,
      ).toBeNull();
    }
    expect(await loginStatus(ctx, doctor.mobileNumber, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(ctx, doctor.mobileNumber, NEW_PASSWORD)).toBe(200);
    expect(await passwordHashOf(ctx, doctor.userId)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });
});

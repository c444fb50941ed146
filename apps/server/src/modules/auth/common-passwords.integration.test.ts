import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  createUser,
  doctorRegistrationBody,
  errorOf,
  gujaratDistrictId,
} from '../../../test/factories';

const COMMON =
  'This password is one of the most used or leaked passwords. Choose one that is harder to guess.';

describe('commonly used or breached passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('are refused when a password is changed, on the new password field', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const change = (newPassword: string) =>
      call(ctx.app, 'POST', '/api/v1/auth/password/change', {
        cookie,
        body: { oldPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
      });
    const refused = await change('Password@123');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fieldErrors).toEqual([{ path: 'newPassword', message: COMMON }]);
    // Nothing changed: the old password still signs in.
    expect((await loginAs(ctx.app, user.mobileNumber)).length).toBeGreaterThan(0);
    expect((await change('Rohan#Onco2026')).statusCode).toBe(200);
  });

  it('are refused when a doctor registers, and no account is made', async () => {
    const body = {
      ...doctorRegistrationBody(await gujaratDistrictId(ctx.db)),
      password: 'P@ssw0rd',
    };
    const refused = await call(ctx.app, 'POST', '/api/v1/accounts/doctors', {
      body: { ...body, confirmPassword: 'P@ssw0rd' },
      remoteAddress: '10.40.0.1',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).fieldErrors).toEqual([{ path: 'password', message: COMMON }]);
    const signIn = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber: body.mobileNumber, password: 'P@ssw0rd' },
      remoteAddress: '10.40.0.2',
    });
    expect(signIn.statusCode).toBe(401);
  });
});

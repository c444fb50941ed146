import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, outbox, patients, users } from '../../db/schema';
import {
  buildTestApp,
  call,
  loginAs,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createPatientOf,
  createUser,
  errorOf,
  latestOtpCode,
  nextMobile,
  otherCode,
  smsSentTo,
} from '../../../test/factories';
import { loginForPatientRecord } from './patient-login';

const SEND = '/api/v1/auth/otp/send';
const VERIFY = '/api/v1/auth/otp/verify';
const RESET = '/api/v1/auth/password/reset';
const SENT = 'If this mobile number is registered, an OTP has been sent to it.';
const NEW_PASSWORD = 'Fresh@2026';

const send = (ctx: TestContext, mobileNumber: string) =>
  call(ctx.app, 'POST', SEND, { body: { mobileNumber } });
const verify = (ctx: TestContext, mobileNumber: string, otp: string) =>
  call(ctx.app, 'POST', VERIFY, { body: { mobileNumber, otp } });
const reset = (ctx: TestContext, resetToken: string, password = NEW_PASSWORD, confirm = password) =>
  call(ctx.app, 'POST', RESET, {
    body: { resetToken, newPassword: password, confirmPassword: confirm },
  });
const loginStatus = async (ctx: TestContext, mobileNumber: string, password: string) =>
  (await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { mobileNumber, password } }))
    .statusCode;
const outboxSize = async (ctx: TestContext) =>
  (await ctx.db.select({ id: outbox.id }).from(outbox)).length;

/** Sends a code to the user and answers it. */
async function codeFor(ctx: TestContext, mobileNumber: string): Promise<string> {
  const response = await send(ctx, mobileNumber);
  expect(response.statusCode).toBe(200);
  return latestOtpCode(ctx.db, mobileNumber);
}

/** Sends and verifies a code: the reset token. */
async function resetTokenFor(ctx: TestContext, mobileNumber: string): Promise<string> {
  const code = await codeFor(ctx, mobileNumber);
  const response = await verify(ctx, mobileNumber, code);
  expect(response.statusCode).toBe(200);
  return response.json<{ resetToken: string }>().resetToken;
}

function expectWrongOtp(response: Awaited<ReturnType<typeof verify>>) {
  expect(response.statusCode).toBe(400);
  expect(errorOf(response).fieldErrors).toEqual([{ path: 'otp', message: 'Invalid Otp Number!' }]);
}

describe('sending a reset code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('writes one SMS with a six-digit code for a known number', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const response = await send(ctx, user.mobileNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    const sms = await smsSentTo(ctx.db, user.mobileNumber);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(/\b\d{6}\b/);
    expect(sms[0]).toContain('valid for 5 minutes');
  });

  it('keeps only a keyed hash of the code', async () => {
    const user = await createUser(ctx.db, 'patient');
    const code = await codeFor(ctx, user.mobileNumber);
    const [challenge] = await ctx.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.userId, user.id));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(code);
    // Valid for five minutes.
    expect(challenge!.expiresAt.getTime() - challenge!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('answers an unknown number exactly the same and writes nothing', async () => {
    const before = await outboxSize(ctx);
    const mobileNumber = nextMobile();
    const response = await send(ctx, mobileNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await smsSentTo(ctx.db, mobileNumber)).toEqual([]);
    expect(await outboxSize(ctx)).toBe(before);
  });

  it('answers 400 with field errors for an invalid number', async () => {
    const response = await send(ctx, '12345');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors?.[0]).toEqual({
      path: 'mobileNumber',
      message: 'Mobile Number must be 10 digit',
    });
  });
});

describe('send limit: 3 codes per number in 15 minutes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the 4th send 429 for known and unknown numbers alike, and allows again after 15 minutes', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const unknown = nextMobile();
    for (let sendNo = 1; sendNo <= 3; sendNo += 1) {
      expect((await send(ctx, user.mobileNumber)).statusCode, `known send ${sendNo}`).toBe(200);
      expect((await send(ctx, unknown)).statusCode, `unknown send ${sendNo}`).toBe(200);
    }
    const known4 = await send(ctx, user.mobileNumber);
    const unknown4 = await send(ctx, unknown);
    for (const response of [known4, unknown4]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many OTP requests for this number. Please wait 15 minutes.',
        },
      });
    }
    expect(await smsSentTo(ctx.db, user.mobileNumber)).toHaveLength(3);

    ctx.advanceClock(16);
    expect((await send(ctx, user.mobileNumber)).statusCode).toBe(200);
    expect(await smsSentTo(ctx.db, user.mobileNumber)).toHaveLength(4);
  });

  it('sends at most three codes of a burst asked at the same moment', async () => {
    const user = await createUser(ctx.db, 'patient');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(ctx.app, 'POST', SEND, {
          body: { mobileNumber: user.mobileNumber },
          remoteAddress: `10.20.${index}.1`,
        }),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(9);
    expect(await smsSentTo(ctx.db, user.mobileNumber)).toHaveLength(3);
  });
});

describe('verifying a code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a wrong code 400 with a field error on otp', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const code = await codeFor(ctx, user.mobileNumber);
    expectWrongOtp(await verify(ctx, user.mobileNumber, otherCode(code)));
  });

  it('answers a number without a code the same way', async () => {
    expectWrongOtp(await verify(ctx, nextMobile(), '123456'));
    const user = await createUser(ctx.db, 'patient');
    expectWrongOtp(await verify(ctx, user.mobileNumber, '123456'));
  });

  it('gives a reset token for the right code', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const code = await codeFor(ctx, user.mobileNumber);
    const response = await verify(ctx, user.mobileNumber, code);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ resetToken: string; message: string }>();
    expect(body.message).toBe('Otp verified successfully');
    expect(body.resetToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const code = await codeFor(ctx, user.mobileNumber);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(ctx, user.mobileNumber, otherCode(code, attempt));
      expect(response.statusCode, `wrong try ${attempt}`).toBe(400);
    }
    const right = await verify(ctx, user.mobileNumber, code);
    expect(right.statusCode).toBe(400);
    expect(right.json<{ resetToken?: string }>().resetToken).toBeUndefined();
    expect(errorOf(right).code).toBe('otp_expired');
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const code = await codeFor(ctx, user.mobileNumber);
    ctx.advanceClock(6);
    const response = await verify(ctx, user.mobileNumber, code);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ resetToken?: string }>().resetToken).toBeUndefined();
    expect(errorOf(response).code).toBe('otp_expired');
  });

  it('accepts a code only once', async () => {
    const user = await createUser(ctx.db, 'patient');
    const code = await codeFor(ctx, user.mobileNumber);
    expect((await verify(ctx, user.mobileNumber, code)).statusCode).toBe(200);
    const again = await verify(ctx, user.mobileNumber, code);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ resetToken?: string }>().resetToken).toBeUndefined();
  });

  it('lets a resend supersede the earlier code: only the latest works', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const first = await codeFor(ctx, user.mobileNumber);
    const second = await codeFor(ctx, user.mobileNumber);
    expect(await smsSentTo(ctx.db, user.mobileNumber)).toHaveLength(2);
    if (first !== second) {
      const old = await verify(ctx, user.mobileNumber, first);
      expect(old.statusCode).toBe(400);
    }
    const latest = await verify(ctx, user.mobileNumber, second);
    expect(latest.statusCode).toBe(200);
    expect(latest.json<{ resetToken?: string }>().resetToken).toEqual(expect.any(String));
  });

  it('does not revive a superseded code once the latest one is used', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const first = await codeFor(ctx, user.mobileNumber);
    const second = await codeFor(ctx, user.mobileNumber);
    expect((await verify(ctx, user.mobileNumber, second)).statusCode).toBe(200);
    const old = await verify(ctx, user.mobileNumber, first);
    expect(old.statusCode).toBe(400);
    expect(old.json<{ resetToken?: string }>().resetToken).toBeUndefined();
  });

  it('answers 400 with a field error for a malformed code', async () => {
    const response = await verify(ctx, nextMobile(), '12ab');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({
      path: 'otp',
      message: 'Invalid OTP Number',
    });
  });
});

describe('resetting the password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('works once per token: the second reset answers reset_token_invalid', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const token = await resetTokenFor(ctx, user.mobileNumber);
    const first = await reset(ctx, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Password reset successfully. Please log in with your new password.',
    });

    const second = await reset(ctx, token, 'Another@2026');
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).code).toBe('reset_token_invalid');
    // The second attempt changed nothing.
    expect(await loginStatus(ctx, user.mobileNumber, 'Another@2026')).toBe(401);
  });

  it('ends every session of the user; the new password logs in and the old one does not', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const phone = await loginAs(ctx.app, user.mobileNumber);
    const laptop = await loginAs(ctx.app, user.mobileNumber);
    const token = await resetTokenFor(ctx, user.mobileNumber);
    expect((await reset(ctx, token)).statusCode).toBe(200);

    for (const cookie of [phone, laptop]) {
      expect(
        (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).json().user,
      ).toBeNull();
    }
    expect(await loginStatus(ctx, user.mobileNumber, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(ctx, user.mobileNumber, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a token after its 10 minutes', async () => {
    const user = await createUser(ctx.db, 'patient');
    const token = await resetTokenFor(ctx, user.mobileNumber);
    ctx.advanceClock(11);
    const response = await reset(ctx, token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('reset_token_invalid');
    expect(await loginStatus(ctx, user.mobileNumber, TEST_PASSWORD)).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await reset(ctx, 'x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('reset_token_invalid');
  });

  it('checks the new password before spending the token', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const token = await resetTokenFor(ctx, user.mobileNumber);

    const weak = await reset(ctx, token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).fieldErrors).toContainEqual({
      path: 'newPassword',
      message: 'Invalid Password: use a capital letter, a number and a special character',
    });
    const mismatch = await reset(ctx, token, NEW_PASSWORD, 'Fresh@2027');
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fieldErrors).toEqual([
      { path: 'confirmPassword', message: 'Password Not Match.' },
    ]);

    expect((await reset(ctx, token)).statusCode).toBe(200);
  });
});

describe('a patient a hospital registered, who has no login yet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('gets one with the first reset code: the code and a new password sign them in', async () => {
    const chief = await createDoctorWithHospital(ctx.db);
    const { patientId, mobileNumber } = await createPatientOf(ctx.db, chief.hospitalId!, {
      firstName: 'Meera',
    });
    // Nothing signs in with the number before.
    expect(await loginStatus(ctx, mobileNumber, NEW_PASSWORD)).toBe(401);

    const token = await resetTokenFor(ctx, mobileNumber);
    expect((await reset(ctx, token)).statusCode).toBe(200);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber, password: NEW_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ userType: 'patient', firstName: 'Meera' });
    // The record is theirs: the patient's own pages read it.
    const cookie = sessionCookieFrom(login);
    const mine = await call(ctx.app, 'GET', '/api/v1/me/outcome-assignments', { cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    const [record] = await ctx.db
      .select({ userId: patients.userId })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(record!.userId).toBe(login.json().user.id);
    expect(await auditEntries(ctx.db, 'auth.patient_login_created')).toHaveLength(1);

    // A second code goes to the same login: none is made again.
    await codeFor(ctx, mobileNumber);
    expect(await auditEntries(ctx.db, 'auth.patient_login_created')).toHaveLength(1);
  });

  it('answers the login a code asked at the same moment made, once the record is tied to it', async () => {
    // The later of two codes asked together can look for the login before the first made it,
    // and for the record after the first tied it: it then finds the login through the number.
    const chief = await createDoctorWithHospital(ctx.db);
    const { mobileNumber } = await createPatientOf(ctx.db, chief.hospitalId!);
    await codeFor(ctx, mobileNumber);
    const [made] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, mobileNumber));
    expect((await loginForPatientRecord(ctx.db, mobileNumber, '127.0.0.1'))?.id).toBe(made!.id);
    expect(await loginForPatientRecord(ctx.db, nextMobile(), '127.0.0.1')).toBeUndefined();
  });

  it('makes one login when two codes are asked at the same moment', async () => {
    const chief = await createDoctorWithHospital(ctx.db);
    const { mobileNumber } = await createPatientOf(ctx.db, chief.hospitalId!);
    const both = await Promise.all([send(ctx, mobileNumber), send(ctx, mobileNumber)]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await smsSentTo(ctx.db, mobileNumber)).toHaveLength(2);
    const logins = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, mobileNumber));
    expect(logins).toHaveLength(1);
  });
});

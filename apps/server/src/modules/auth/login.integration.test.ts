import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type SessionResponse } from '@portal/shared';
import { authAttempts, sessions, users } from '../../db/schema';
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
  createUser,
  errorOf,
  latestOtpCode,
  nextMobile,
  sessionUserOf,
} from '../../../test/factories';

const LOGIN = '/api/v1/auth/login';
const SESSION = '/api/v1/auth/session';
const LOGOUT = '/api/v1/auth/logout';
const INVALID = 'Username or password is invalid!';

const login = (ctx: TestContext, mobileNumber: string, password = TEST_PASSWORD, cookie?: string) =>
  call(ctx.app, 'POST', LOGIN, { body: { mobileNumber, password }, cookie });
/** Whether the cookie still opens a session (GET /auth/session names its user). */
const signedIn = async (ctx: TestContext, cookie: string) =>
  (await call(ctx.app, 'GET', SESSION, { cookie })).json<{ user: unknown }>().user !== null;
const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('POST /auth/login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('logs a doctor in: HttpOnly SameSite=Lax cookie and the session user', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const response = await login(ctx, doctor.mobileNumber);
    expect(response.statusCode).toBe(200);

    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    // Outside production the cookie also works over plain http.
    expect(cookie!.secure).toBeFalsy();

    const body = response.json<SessionResponse>();
    expect(body.demoMode).toBe(true);
    expect(body.user).toMatchObject({
      id: doctor.userId,
      mobileNumber: doctor.mobileNumber,
      userType: 'doctor',
      isSuperAdmin: false,
      doctorId: doctor.doctorId,
      hospitalId: doctor.hospitalId,
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    expect(JSON.stringify(body)).not.toContain('$argon2');

    const session = await call(ctx.app, 'GET', SESSION, { cookie: sessionCookieFrom(response) });
    expect(session.statusCode).toBe(200);
    expect(sessionUserOf(session).id).toBe(doctor.userId);
  });

  it('answers a wrong password and an unknown number alike: 401, same message, no cookie', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const wrong = await login(ctx, doctor.mobileNumber, 'Wrong@12345');
    const unknown = await login(ctx, nextMobile(), TEST_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: INVALID } });
      expect(
        response.cookies.find((candidate) => candidate.name === SESSION_COOKIE),
      ).toBeUndefined();
    }
  });

  it('answers 400 with field errors for an invalid body, before looking anyone up', async () => {
    const response = await call(ctx.app, 'POST', LOGIN, {
      body: { mobileNumber: '12345', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'mobileNumber', message: 'Mobile Number must be 10 digit' },
        { path: 'password', message: 'Minimum 8 characters password' },
      ]),
    );

    const empty = await call(ctx.app, 'POST', LOGIN, { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'mobileNumber', message: 'Mobile Number is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('GET /auth/session answers "nobody" without a cookie and with a made-up one', async () => {
    // A 200, so a visitor's page costs no failed request; nothing but the flag of the mode.
    const none = await call(ctx.app, 'GET', SESSION);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ user: null, demoMode: true, twoFactorEnrolmentRequired: false });
    expect(none.headers['cache-control']).toBe('no-store');

    const forged = await call(ctx.app, 'GET', SESSION, {
      cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json<{ user: unknown }>().user).toBeNull();
    // The browser is told to drop the cookie that opens nothing.
    expect(forged.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('logout revokes the session: the cookie no longer works', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    expect(await signedIn(ctx, cookie)).toBe(true);

    const out = await call(ctx.app, 'POST', LOGOUT, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    expect(await signedIn(ctx, cookie)).toBe(false);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('rotates at login: a new login with the old cookie present ends the old session', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const oldCookie = await loginAs(ctx.app, user.mobileNumber);
    const again = await login(ctx, user.mobileNumber, TEST_PASSWORD, oldCookie);
    expect(again.statusCode).toBe(200);
    const newCookie = sessionCookieFrom(again);

    expect(newCookie).not.toBe(oldCookie);
    expect(await signedIn(ctx, oldCookie)).toBe(false);
    expect(await signedIn(ctx, newCookie)).toBe(true);
  });

  it('keeps two devices apart: logging out on one leaves the other logged in', async () => {
    const user = await createUser(ctx.db, 'guest');
    const phone = await loginAs(ctx.app, user.mobileNumber);
    const laptop = await loginAs(ctx.app, user.mobileNumber);
    await call(ctx.app, 'POST', LOGOUT, { cookie: phone });
    expect(await signedIn(ctx, phone)).toBe(false);
    expect(await signedIn(ctx, laptop)).toBe(true);
  });

  it('stores only a SHA-256 hash of the session token, never the token', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const token = tokenOf(cookie);
    // At least 128 bits: 22 or more base64url characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    for (const column of Object.values(rows[0]!)) {
      if (typeof column === 'string') expect(column).not.toContain(token);
    }
  });

  it('gives every login a different token', async () => {
    const user = await createUser(ctx.db, 'patient');
    const first = await loginAs(ctx.app, user.mobileNumber);
    const second = await loginAs(ctx.app, user.mobileNumber);
    expect(tokenOf(first)).not.toBe(tokenOf(second));
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const user = await createUser(ctx.db, 'super_admin');
    const rows = await ctx.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users);
    const ours = rows.filter((row) => row.id === doctor.userId || row.id === user.id);
    expect(ours).toHaveLength(2);
    for (const row of ours) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.passwordHash).not.toContain(TEST_PASSWORD);
    }
  });
});

describe('login throttling per number and address: slower at each failure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lets five failures through, then makes the address wait 15 s, 30 s, ... even for the right password', async () => {
    const user = await createUser(ctx.db, 'doctor');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(ctx, user.mobileNumber, `Wrong@${attempt}0000`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(ctx, user.mobileNumber, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many failed attempts from here. Please wait 15 seconds and try again.',
      },
    });
    expect(blocked.cookies.find((candidate) => candidate.name === SESSION_COOKIE)).toBeUndefined();

    ctx.advanceClock(16 / 60);
    expect((await login(ctx, user.mobileNumber, 'Wrong@60000')).statusCode).toBe(401);
    const doubled = await login(ctx, user.mobileNumber, TEST_PASSWORD);
    expect(errorOf(doubled).message).toBe(
      'Too many failed attempts from here. Please wait 30 seconds and try again.',
    );
    ctx.advanceClock(31 / 60);
    expect((await login(ctx, user.mobileNumber, TEST_PASSWORD)).statusCode).toBe(200);
    // A success starts the address afresh: five failures are free again.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(ctx, user.mobileNumber, 'Wrong@12345')).statusCode).toBe(401);
    }
  });

  it('never keeps the real user out because of a guesser elsewhere', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const guess = (index: number) =>
      call(ctx.app, 'POST', LOGIN, {
        body: { mobileNumber: user.mobileNumber, password: `Wrong@${index}0000` },
        remoteAddress: '10.66.0.1',
      });
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await guess(attempt)).statusCode).toBe(401);
    expect((await guess(6)).statusCode).toBe(429);
    // The owner, from their own address, is not slowed by the guesser's failures.
    const owner = await call(ctx.app, 'POST', LOGIN, {
      body: { mobileNumber: user.mobileNumber, password: TEST_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(owner.statusCode).toBe(200);
    // And the guesser is still slowed.
    expect((await guess(7)).statusCode).toBe(429);
  });

  it('throttles a number nobody has like a real one', async () => {
    const mobileNumber = nextMobile();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(ctx, mobileNumber, 'Guess@12345')).statusCode).toBe(401);
    }
    expect((await login(ctx, mobileNumber, 'Guess@12345')).statusCode).toBe(429);
  });
});

describe('the lock of a number guessed from many addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const fromAddress = (mobileNumber: string, password: string, index: number) =>
    call(ctx.app, 'POST', LOGIN, {
      body: { mobileNumber, password },
      remoteAddress: `10.${Math.floor(index / 250)}.${index % 250}.9`,
    });

  it('locks after 50 failures; a reset with a code unlocks it; both are on record', async () => {
    const user = await createUser(ctx.db, 'doctor');
    for (let index = 0; index < 50; index += 1) {
      const response = await fromAddress(user.mobileNumber, `Wrong@${index}0000`, index);
      expect(response.statusCode, `failure ${index}`).toBe(401);
    }
    const locked = await fromAddress(user.mobileNumber, TEST_PASSWORD, 500);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe('login_locked');
    expect(errorOf(locked).message).toContain('Forgot Password');
    const lockLines = (await auditEntries(ctx.db, 'auth.login_locked')).filter(
      (entry) => entry.actorUserId === user.id,
    );
    expect(lockLines).toHaveLength(1);

    // The way back in: a code by SMS, a new password.
    const send = await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
      body: { mobileNumber: user.mobileNumber },
    });
    expect(send.statusCode).toBe(200);
    const code = await latestOtpCode(ctx.db, user.mobileNumber);
    const verified = await call(ctx.app, 'POST', '/api/v1/auth/otp/verify', {
      body: { mobileNumber: user.mobileNumber, otp: code },
    });
    const { resetToken } = verified.json<{ resetToken: string }>();
    const reset = await call(ctx.app, 'POST', '/api/v1/auth/password/reset', {
      body: { resetToken, newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await fromAddress(user.mobileNumber, 'Fresh@2026', 501)).statusCode).toBe(200);
    const unlockLines = (await auditEntries(ctx.db, 'auth.login_unlocked')).filter(
      (entry) => entry.actorUserId === user.id,
    );
    expect(unlockLines).toHaveLength(1);
    expect(unlockLines[0]!.detail).toEqual({ failuresForgotten: 50 });
  });

  it('ends the lock by itself once the failures are an hour old', async () => {
    const user = await createUser(ctx.db, 'patient');
    for (let index = 0; index < 50; index += 1) {
      await fromAddress(user.mobileNumber, 'Wrong@12345', index);
    }
    expect((await fromAddress(user.mobileNumber, TEST_PASSWORD, 600)).statusCode).toBe(429);
    ctx.advanceClock(61);
    expect((await fromAddress(user.mobileNumber, TEST_PASSWORD, 601)).statusCode).toBe(200);
  });
});

describe('login throttling when attempts race', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('checks at most five passwords of a burst from one address', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const burst = await Promise.all(
      // 20: with the tries after it, under the per-address route limit of 30 a minute.
      Array.from({ length: 20 }, (_, index) => login(ctx, user.mobileNumber, `Wrong@${index}0000`)),
    );
    const checked = burst.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(20 - checked);
    let more = 0;
    for (;;) {
      const response = await login(ctx, user.mobileNumber, 'Wrong@12345');
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
      more += 1;
    }
    expect(checked + more).toBe(5);
  });

  it('checks at most 50 passwords of a burst from many addresses, then the number is locked', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const burst = await Promise.all(
      Array.from({ length: 64 }, (_, index) =>
        call(ctx.app, 'POST', LOGIN, {
          body: { mobileNumber: user.mobileNumber, password: `Wrong@${index}0000` },
          remoteAddress: `10.9.${index}.1`,
        }),
      ),
    );
    const checked = burst.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(50);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(64 - checked);
    const [counted] = await ctx.db
      .select({ failures: sql<number>`count(*)::int` })
      .from(authAttempts)
      .where(
        and(eq(authAttempts.kind, 'login_failure'), eq(authAttempts.subject, user.mobileNumber)),
      );
    expect(counted!.failures).toBe(checked);
  });
});

describe('session lifetime', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('ends a session idle for 31 minutes', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    ctx.advanceClock(31);
    const response = await call(ctx.app, 'GET', '/api/v1/auth/two-factor', { cookie });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
    expect(await signedIn(ctx, cookie)).toBe(false);
  });

  it('keeps an active session alive: calls at 20 and 40 minutes both succeed', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    ctx.advanceClock(20);
    expect(await signedIn(ctx, cookie)).toBe(true);
    ctx.advanceClock(20);
    expect(await signedIn(ctx, cookie)).toBe(true);
    // And idleness still counts from the last call.
    ctx.advanceClock(31);
    expect(await signedIn(ctx, cookie)).toBe(false);
  });

  it('writes last-seen at most once a minute, so idleness is exact to within that minute', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const lastSeen = async () =>
      (
        await ctx.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
      )[0]!.at.getTime();
    const atLogin = await lastSeen();
    // A call half a minute after login does not write; the idle clock still runs from login.
    ctx.advanceClock(0.5);
    expect(await signedIn(ctx, cookie)).toBe(true);
    expect(await lastSeen()).toBe(atLogin);
    ctx.advanceClock(30);
    expect(await signedIn(ctx, cookie)).toBe(false);
  });

  it('ends every session 12 hours after login, however active', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    let elapsed = 0;
    while (elapsed + 25 < 12 * 60) {
      ctx.advanceClock(25);
      elapsed += 25;
      expect(await signedIn(ctx, cookie), `after ${elapsed} minutes`).toBe(true);
    }
    ctx.advanceClock(12 * 60 - elapsed + 1);
    expect(await signedIn(ctx, cookie)).toBe(false);
  });
});

describe('session cookie in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: 'production', isProduction: true, demoMode: false });
  });
  afterAll(() => ctx.close());

  it('is also Secure', async () => {
    const user = await createUser(ctx.db, 'patient');
    const response = await login(ctx, user.mobileNumber);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(response.json<SessionResponse>().demoMode).toBe(false);
  });
});

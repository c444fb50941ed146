import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type SessionResponse } from '@portal/shared';
import { sessions, users } from '../../db/schema';
import {
  buildTestApp,
  call,
  loginAs,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  errorOf,
  nextMobile,
  sessionUserOf,
} from '../../../test/factories';

const LOGIN = '/api/v1/auth/login';
const SESSION = '/api/v1/auth/session';
const LOGOUT = '/api/v1/auth/logout';
const INVALID = 'Username or password is invalid!';

const login = (ctx: TestContext, mobileNumber: string, password = TEST_PASSWORD, cookie?: string) =>
  call(ctx.app, 'POST', LOGIN, { body: { mobileNumber, password }, cookie });
const sessionStatus = async (ctx: TestContext, cookie: string) =>
  (await call(ctx.app, 'GET', SESSION, { cookie })).statusCode;
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

  it('GET /auth/session answers 401 without a cookie and with a made-up one', async () => {
    const none = await call(ctx.app, 'GET', SESSION);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please log in to continue.' },
    });

    const forged = await call(ctx.app, 'GET', SESSION, {
      cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the session: the cookie no longer works', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    expect(await sessionStatus(ctx, cookie)).toBe(200);

    const out = await call(ctx.app, 'POST', LOGOUT, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    expect(await sessionStatus(ctx, cookie)).toBe(401);
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
    expect(await sessionStatus(ctx, oldCookie)).toBe(401);
    expect(await sessionStatus(ctx, newCookie)).toBe(200);
  });

  it('keeps two devices apart: logging out on one leaves the other logged in', async () => {
    const user = await createUser(ctx.db, 'guest');
    const phone = await loginAs(ctx.app, user.mobileNumber);
    const laptop = await loginAs(ctx.app, user.mobileNumber);
    await call(ctx.app, 'POST', LOGOUT, { cookie: phone });
    expect(await sessionStatus(ctx, phone)).toBe(401);
    expect(await sessionStatus(ctx, laptop)).toBe(200);
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

describe('login throttling: 10 failures per mobile in 15 minutes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the 11th attempt 429 even with the right password, and lets in after 15 minutes', async () => {
    const user = await createUser(ctx.db, 'doctor');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(ctx, user.mobileNumber, `Wrong@${attempt}0000`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(ctx, user.mobileNumber, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many failed attempts. Please wait 15 minutes and try again.',
      },
    });
    expect(blocked.cookies.find((candidate) => candidate.name === SESSION_COOKIE)).toBeUndefined();

    // Another number is not affected.
    const other = await createUser(ctx.db, 'doctor');
    expect((await login(ctx, other.mobileNumber)).statusCode).toBe(200);

    ctx.advanceClock(16);
    const later = await login(ctx, user.mobileNumber, TEST_PASSWORD);
    expect(later.statusCode).toBe(200);
  });

  it('allows nine failures and then a right password', async () => {
    const user = await createUser(ctx.db, 'patient');
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(ctx, user.mobileNumber, 'Wrong@12345')).statusCode).toBe(401);
    }
    expect((await login(ctx, user.mobileNumber)).statusCode).toBe(200);
  });
});

describe('unknown numbers are throttled like known ones', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 429 after 10 failures for a number nobody has', async () => {
    const mobileNumber = nextMobile();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(ctx, mobileNumber, 'Guess@12345')).statusCode).toBe(401);
    }
    expect((await login(ctx, mobileNumber, 'Guess@12345')).statusCode).toBe(429);
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
    const response = await call(ctx.app, 'GET', SESSION, { cookie });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('keeps an active session alive: calls at 20 and 40 minutes both succeed', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    ctx.advanceClock(20);
    expect(await sessionStatus(ctx, cookie)).toBe(200);
    ctx.advanceClock(20);
    expect(await sessionStatus(ctx, cookie)).toBe(200);
    // And idleness still counts from the last call.
    ctx.advanceClock(31);
    expect(await sessionStatus(ctx, cookie)).toBe(401);
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
    expect(await sessionStatus(ctx, cookie)).toBe(200);
    expect(await lastSeen()).toBe(atLogin);
    ctx.advanceClock(30);
    expect(await sessionStatus(ctx, cookie)).toBe(401);
  });

  it('ends every session 12 hours after login, however active', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    let elapsed = 0;
    while (elapsed + 25 < 12 * 60) {
      ctx.advanceClock(25);
      elapsed += 25;
      expect(await sessionStatus(ctx, cookie), `after ${elapsed} minutes`).toBe(200);
    }
    ctx.advanceClock(12 * 60 - elapsed + 1);
    expect(await sessionStatus(ctx, cookie)).toBe(401);
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

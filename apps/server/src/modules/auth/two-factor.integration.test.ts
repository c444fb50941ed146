import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  type RecoveryCodesResponse,
  type SessionResponse,
  type TwoFactorChallengeResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@portal/shared';
import { buildApp } from '../../app';
import {
  authAttempts,
  twoFactorChallenges,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from '../../db/schema';
import { base32Decode, hotp, totpStep } from '../../lib/totp';
import { resetTwoFactorByOperator } from './two-factor';
import { recordUsedStep } from './two-factor-repository';
import {
  buildTestApp,
  call,
  loginAs,
  sessionCookieFrom,
  testConfig,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createUser,
  errorOf,
  sessionUserOf,
} from '../../../test/factories';

const API = '/api/v1';
const LOGIN = `${API}/auth/login`;
const SESSION = `${API}/auth/session`;
const STATUS = `${API}/auth/two-factor`;
const ENROL = `${API}/auth/two-factor/enrolment`;
const CONFIRM = `${API}/auth/two-factor/enrolment/confirm`;
const DISABLE = `${API}/auth/two-factor/disable`;
const REGENERATE = `${API}/auth/two-factor/recovery-codes`;
const SECOND_STEP = `${API}/auth/two-factor/login`;
const SECOND_STEP_RECOVERY = `${API}/auth/two-factor/login/recovery-code`;

const WRONG_CODE = 'This code is not right. Check the time on your phone and try the newest code.';
const REUSED_CODE = 'This code was already used. Wait for the next code and enter it.';
const WRONG_RECOVERY = 'This recovery code is not right or was already used.';

/**
 * A person with an authenticator app: it knows the secret and the server's clock (the tests move
 * it), and gives the code of a step relative to now.
 */
class Authenticator {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: () => Date,
  ) {}
  code(offsetSteps = 0) {
    return hotp(this.secret, totpStep(this.clock()) + offsetSteps);
  }
  /** A code of the window that is not `code` (a wrong one). */
  wrong() {
    const valid = new Set([-1, 0, 1].map((offset) => this.code(offset)));
    for (let value = 0; ; value += 1) {
      const candidate = String(value).padStart(6, '0');
      if (!valid.has(candidate)) return candidate;
    }
  }
}

interface Admin {
  userId: number;
  mobileNumber: string;
  cookie: string;
}

/** The server's clock in each context: buildTestApp moves its own, this one follows it. */
function trackedClock(ctx: TestContext) {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(minutes: number) {
      offset += minutes * 60_000;
      ctx.advanceClock(minutes);
    },
  };
}

const post = (app: FastifyInstance, url: string, body: unknown, cookie?: string) =>
  call(app, 'POST', url, { body, cookie });

async function enrol(ctx: TestContext, admin: Admin, clock: () => Date) {
  const started = await post(ctx.app, ENROL, undefined, admin.cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<TwoFactorEnrolment>();
  const app = new Authenticator(base32Decode(secret), clock);
  const confirmed = await post(ctx.app, CONFIRM, { code: app.code() }, admin.cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { app, recoveryCodes: confirmed.json<RecoveryCodesResponse>().recoveryCodes };
}

async function hospitalAdmin(ctx: TestContext): Promise<Admin> {
  const doctor = await createDoctorWithHospital(ctx.db);
  return {
    userId: doctor.userId,
    mobileNumber: doctor.mobileNumber,
    cookie: await loginAs(ctx.app, doctor.mobileNumber),
  };
}

/** The password step: answers the challenge of the second step. */
async function passwordStep(app: FastifyInstance, mobileNumber: string) {
  const response = await post(app, LOGIN, { mobileNumber, password: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  return response.json<TwoFactorChallengeResponse>().challenge;
}

const fieldErrorsOf = (response: LightMyRequestResponse) => errorOf(response).fieldErrors;

describe('two-factor enrolment', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof trackedClock>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    clock = trackedClock(ctx);
  });
  afterAll(() => ctx.close());

  it('offers it to a hospital admin, and turns it on with a first code', async () => {
    const admin = await hospitalAdmin(ctx);
    const otherBrowser = await loginAs(ctx.app, admin.mobileNumber);
    const before = await call(ctx.app, 'GET', STATUS, { cookie: admin.cookie });
    expect(before.json<TwoFactorStatus>()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      canEnrol: true,
      enrolmentRequired: false,
    });

    const started = await post(ctx.app, ENROL, undefined, admin.cookie);
    expect(started.statusCode).toBe(200);
    const enrolment = started.json<TwoFactorEnrolment>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Cancer%20Care%20Portal:${admin.mobileNumber}?secret=${enrolment.secret}&issuer=Cancer%20Care%20Portal&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored sealed, never in clear; not on yet.
    const [row] = await ctx.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, admin.userId));
    expect(row!.enabledAt).toBeNull();
    expect(row!.secretSealed).toMatch(/^v1\./);
    const rawSecret = base32Decode(enrolment.secret);
    for (const form of [enrolment.secret, rawSecret.toString('base64'), rawSecret.toString('hex')])
      expect(row!.secretSealed).not.toContain(form);

    const app = new Authenticator(rawSecret, clock.now);
    const wrong = await post(ctx.app, CONFIRM, { code: app.wrong() }, admin.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual([{ path: 'code', message: WRONG_CODE }]);
    const failures = await auditEntries(ctx.db, 'auth.two_factor_failed');
    expect(failures.at(-1)).toMatchObject({
      actorUserId: admin.userId,
      detail: { during: 'enrolment', method: 'authenticator', reason: 'wrong' },
    });

    const confirmed = await post(ctx.app, CONFIRM, { code: app.code() }, admin.cookie);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, message } = confirmed.json<RecoveryCodesResponse>();
    expect(message).toBe('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    // Only HMACs are kept.
    const hashes = await ctx.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, admin.userId));
    expect(hashes).toHaveLength(10);
    const stored = hashes.map((hash) => hash.codeHash).join(' ');
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(
      (await auditEntries(ctx.db, 'auth.two_factor_enabled')).map((line) => line.actorUserId),
    ).toContain(admin.userId);

    // This session goes on and says so; the one opened with the password alone ends.
    const session = await call(ctx.app, 'GET', SESSION, { cookie: admin.cookie });
    expect(session.statusCode).toBe(200);
    expect(sessionUserOf(session).twoFactorEnabled).toBe(true);
    expect((await call(ctx.app, 'GET', SESSION, { cookie: otherBrowser })).json().user).toBeNull();
    const after = (
      await call(ctx.app, 'GET', STATUS, { cookie: admin.cookie })
    ).json<TwoFactorStatus>();
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(after.enabledAt!)).not.toBeNaN();

    // Once on, a new enrolment is refused and the first code does not count a second time.
    expect((await post(ctx.app, ENROL, undefined, admin.cookie)).statusCode).toBe(409);
    expect((await post(ctx.app, CONFIRM, { code: app.code() }, admin.cookie)).statusCode).toBe(409);
  });

  it('replaces an enrolment that waited: only the newest secret confirms', async () => {
    const admin = await hospitalAdmin(ctx);
    const first = (await post(ctx.app, ENROL, undefined, admin.cookie)).json<TwoFactorEnrolment>();
    const second = (await post(ctx.app, ENROL, undefined, admin.cookie)).json<TwoFactorEnrolment>();
    expect(second.secret).not.toBe(first.secret);
    const stale = new Authenticator(base32Decode(first.secret), clock.now);
    const fresh = new Authenticator(base32Decode(second.secret), clock.now);
    expect((await post(ctx.app, CONFIRM, { code: stale.code() }, admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await post(ctx.app, CONFIRM, { code: fresh.code() }, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('answers 409 to a confirmation without an enrolment waiting', async () => {
    const admin = await hospitalAdmin(ctx);
    const response = await post(ctx.app, CONFIRM, { code: '123456' }, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      'Start the set-up again: no set-up is waiting for a code.',
    );
  });

  it('lets the super admin enrol too', async () => {
    const superAdmin = await createUser(ctx.db, 'super_admin');
    const cookie = await loginAs(ctx.app, superAdmin.mobileNumber);
    const { recoveryCodes } = await enrol(
      ctx,
      { userId: superAdmin.id, mobileNumber: superAdmin.mobileNumber, cookie },
      clock.now,
    );
    expect(recoveryCodes).toHaveLength(10);
  });
});

describe('login with two-factor', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof trackedClock>;
  let admin: Admin;
  let app: Authenticator;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    clock = trackedClock(ctx);
    admin = await hospitalAdmin(ctx);
    ({ app, recoveryCodes } = await enrol(ctx, admin, clock.now));
    // The next step: the enrolment used the code of this one.
    clock.advance(0.5);
  });
  afterAll(() => ctx.close());

  it('asks for a code after the password, and starts the session only with it', async () => {
    const response = await post(ctx.app, LOGIN, {
      mobileNumber: admin.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TwoFactorChallengeResponse>();
    expect(body).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresIn: 300,
    });
    expect(JSON.stringify(body)).not.toContain('user');
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

    const wrong = await post(ctx.app, SECOND_STEP, {
      challenge: body.challenge,
      code: app.wrong(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual([{ path: 'code', message: WRONG_CODE }]);
    expect(wrong.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

    const code = app.code();
    const right = await post(ctx.app, SECOND_STEP, { challenge: body.challenge, code });
    expect(right.statusCode, right.body).toBe(200);
    const session = right.json<SessionResponse>();
    expect(session.user).toMatchObject({ id: admin.userId, twoFactorEnabled: true });
    expect(session.twoFactorEnrolmentRequired).toBe(false);
    const cookie = sessionCookieFrom(right);
    expect((await call(ctx.app, 'GET', SESSION, { cookie })).json().user).not.toBeNull();
    const logins = await auditEntries(ctx.db, 'auth.login');
    expect(logins.at(-1)).toMatchObject({
      actorUserId: admin.userId,
      detail: { secondStep: 'authenticator' },
    });

    // The challenge is used up, and the code does not count again (replay) in a new login.
    const again = await post(ctx.app, SECOND_STEP, { challenge: body.challenge, code });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('two_factor_challenge_expired');
    const replay = await post(ctx.app, SECOND_STEP, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(fieldErrorsOf(replay)).toEqual([{ path: 'code', message: REUSED_CODE }]);
    expect((await auditEntries(ctx.db, 'auth.two_factor_failed')).at(-1)).toMatchObject({
      detail: { during: 'login', reason: 'reused' },
    });
  });

  it('lets only one of two racing requests use the same code', async () => {
    clock.advance(1);
    const [first, second] = await Promise.all([
      passwordStep(ctx.app, admin.mobileNumber),
      passwordStep(ctx.app, admin.mobileNumber),
    ]);
    const code = app.code();
    const answers = await Promise.all([
      post(ctx.app, SECOND_STEP, { challenge: first, code }),
      post(ctx.app, SECOND_STEP, { challenge: second, code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('records a code’s step once and never an earlier one: the guard racing requests meet', async () => {
    const [row] = await ctx.db
      .select({ step: twoFactorCredentials.lastUsedStep })
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, admin.userId));
    const next = row!.step! + 5;
    expect(await recordUsedStep(ctx.db, admin.userId, next)).toBe(true);
    expect(await recordUsedStep(ctx.db, admin.userId, next)).toBe(false);
    expect(await recordUsedStep(ctx.db, admin.userId, next - 1)).toBe(false);
    await ctx.db
      .update(twoFactorCredentials)
      .set({ lastUsedStep: row!.step })
      .where(eq(twoFactorCredentials.userId, admin.userId));
  });

  it('ends a challenge after five minutes', async () => {
    const challenge = await passwordStep(ctx.app, admin.mobileNumber);
    clock.advance(6);
    const response = await post(ctx.app, SECOND_STEP, { challenge, code: app.code() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'two_factor_challenge_expired',
      message:
        'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
    });
  });

  it('allows five codes per challenge, then not even the right one', async () => {
    clock.advance(1);
    const challenge = await passwordStep(ctx.app, admin.mobileNumber);
    for (let tries = 0; tries < 5; tries += 1) {
      const wrong = await post(ctx.app, SECOND_STEP, { challenge, code: app.wrong() });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('validation_failed');
    }
    const right = await post(ctx.app, SECOND_STEP, { challenge, code: app.code() });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).code).toBe('two_factor_challenge_expired');
    // The wrong codes still count for the user: clear them for the next tests.
    await ctx.db.delete(authAttempts).where(eq(authAttempts.subject, `user:${admin.userId}`));
  });

  it('refuses a made-up challenge', async () => {
    const response = await post(ctx.app, SECOND_STEP, {
      challenge: 'x'.repeat(43),
      code: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('two_factor_challenge_expired');
  });

  it('accepts each recovery code once, as typed in any case, and says how many are left', async () => {
    const [code] = recoveryCodes;
    const typed = code!.replace('-', ' ').toUpperCase();
    const used = await post(ctx.app, SECOND_STEP_RECOVERY, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      recoveryCode: typed,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(sessionUserOf(used).id).toBe(admin.userId);
    expect((await auditEntries(ctx.db, 'auth.two_factor_recovery_code_used')).at(-1)).toMatchObject(
      { actorUserId: admin.userId, detail: { left: 9 } },
    );
    expect((await auditEntries(ctx.db, 'auth.login')).at(-1)).toMatchObject({
      detail: { secondStep: 'recovery_code' },
    });

    const again = await post(ctx.app, SECOND_STEP_RECOVERY, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(400);
    expect(fieldErrorsOf(again)).toEqual([{ path: 'recoveryCode', message: WRONG_RECOVERY }]);
    const status = await call(ctx.app, 'GET', STATUS, { cookie: sessionCookieFrom(used) });
    expect(status.json<TwoFactorStatus>().recoveryCodesLeft).toBe(9);
  });

  it('refuses another user’s recovery code', async () => {
    const other = await hospitalAdmin(ctx);
    const { recoveryCodes: theirs } = await enrol(ctx, other, clock.now);
    const response = await post(ctx.app, SECOND_STEP_RECOVERY, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      recoveryCode: theirs[0],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toEqual([{ path: 'recoveryCode', message: WRONG_RECOVERY }]);
  });

  it('keeps the challenge as a hash only', async () => {
    const challenge = await passwordStep(ctx.app, admin.mobileNumber);
    const rows = await ctx.db
      .select({ tokenHash: twoFactorChallenges.tokenHash })
      .from(twoFactorChallenges);
    expect(rows.map((row) => row.tokenHash)).not.toContain(challenge);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('two-factor throttle per user, in the database', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof trackedClock>;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await buildTestApp();
    clock = trackedClock(ctx);
    // Another server instance on the same database.
    second = await buildApp({
      config: testConfig(),
      db: ctx.db,
      logger: false,
      serveWeb: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('refuses every code after ten wrong ones in 15 minutes, on every instance', async () => {
    const admin = await hospitalAdmin(ctx);
    const { app } = await enrol(ctx, admin, clock.now);
    // Two wrong codes per challenge, on both instances in turn.
    for (let round = 0; round < 5; round += 1) {
      const instance = round % 2 === 0 ? ctx.app : second;
      const challenge = await passwordStep(instance, admin.mobileNumber);
      for (let tries = 0; tries < 2; tries += 1) {
        const wrong = await post(instance, SECOND_STEP, { challenge, code: app.wrong() });
        expect(wrong.statusCode).toBe(400);
      }
    }
    const challenge = await passwordStep(second, admin.mobileNumber);
    const refused = await post(second, SECOND_STEP, { challenge, code: app.code(1) });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(
      'Too many wrong codes. Please wait 15 minutes and try again.',
    );
    expect((await auditEntries(ctx.db, 'auth.two_factor_throttled')).at(-1)?.actorUserId).toBe(
      admin.userId,
    );
    // The account page's code checks count against the same limit.
    const regenerate = await post(ctx.app, REGENERATE, { code: app.code(1) }, admin.cookie);
    expect(regenerate.statusCode).toBe(429);

    // After the window the right code works again (on the first instance, whose clock moved).
    clock.advance(16);
    const later = await post(ctx.app, SECOND_STEP, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      code: app.code(),
    });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof trackedClock>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    clock = trackedClock(ctx);
  });
  afterAll(() => ctx.close());

  it('needs the password and a current code; then the login asks for no code', async () => {
    const admin = await hospitalAdmin(ctx);
    const { app } = await enrol(ctx, admin, clock.now);
    clock.advance(0.5);

    const badPassword = await post(
      ctx.app,
      DISABLE,
      { password: 'Wrong@12345', code: app.code() },
      admin.cookie,
    );
    expect(badPassword.statusCode).toBe(400);
    expect(fieldErrorsOf(badPassword)).toEqual([
      { path: 'password', message: 'Password is incorrect' },
    ]);
    const badCode = await post(
      ctx.app,
      DISABLE,
      { password: TEST_PASSWORD, code: app.wrong() },
      admin.cookie,
    );
    expect(badCode.statusCode).toBe(400);
    expect(fieldErrorsOf(badCode)).toEqual([{ path: 'code', message: WRONG_CODE }]);

    const off = await post(
      ctx.app,
      DISABLE,
      { password: TEST_PASSWORD, code: app.code() },
      admin.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    expect((await auditEntries(ctx.db, 'auth.two_factor_disabled')).at(-1)).toMatchObject({
      actorUserId: admin.userId,
      detail: { method: 'authenticator' },
    });
    expect(
      await ctx.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, admin.userId)),
    ).toEqual([]);
    const login = await post(ctx.app, LOGIN, {
      mobileNumber: admin.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(sessionUserOf(login)).toMatchObject({ id: admin.userId, twoFactorEnabled: false });
    expect(
      (await post(ctx.app, DISABLE, { password: TEST_PASSWORD, code: '123456' }, admin.cookie))
        .statusCode,
    ).toBe(409);
  });

  it('can be turned off with a recovery code when the phone is lost', async () => {
    const admin = await hospitalAdmin(ctx);
    const { recoveryCodes } = await enrol(ctx, admin, clock.now);
    const off = await post(
      ctx.app,
      DISABLE,
      { password: TEST_PASSWORD, code: recoveryCodes[3] },
      admin.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await auditEntries(ctx.db, 'auth.two_factor_disabled')).at(-1)).toMatchObject({
      detail: { method: 'recovery_code' },
    });
  });

  it('makes new recovery codes for a current code; the old ones stop working', async () => {
    const admin = await hospitalAdmin(ctx);
    const { app, recoveryCodes: old } = await enrol(ctx, admin, clock.now);
    clock.advance(0.5);
    const wrong = await post(ctx.app, REGENERATE, { code: app.wrong() }, admin.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual([{ path: 'code', message: WRONG_CODE }]);

    const made = await post(ctx.app, REGENERATE, { code: app.code() }, admin.cookie);
    expect(made.statusCode, made.body).toBe(200);
    const fresh = made.json<RecoveryCodesResponse>();
    expect(fresh.message).toBe('New recovery codes are ready. The old ones no longer work.');
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes.some((code) => old.includes(code))).toBe(false);
    expect(
      (await auditEntries(ctx.db, 'auth.two_factor_recovery_codes_regenerated')).at(-1)
        ?.actorUserId,
    ).toBe(admin.userId);

    const withOld = await post(ctx.app, SECOND_STEP_RECOVERY, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      recoveryCode: old[0],
    });
    expect(withOld.statusCode).toBe(400);
    const withNew = await post(ctx.app, SECOND_STEP_RECOVERY, {
      challenge: await passwordStep(ctx.app, admin.mobileNumber),
      recoveryCode: fresh.recoveryCodes[0],
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('can be reset by the operator for someone who lost the phone and the codes', async () => {
    const admin = await hospitalAdmin(ctx);
    await enrol(ctx, admin, clock.now);
    expect(await resetTwoFactorByOperator(ctx.db, admin.userId)).toBe(true);
    expect((await call(ctx.app, 'GET', SESSION, { cookie: admin.cookie })).json().user).toBeNull();
    expect((await auditEntries(ctx.db, 'auth.two_factor_reset')).at(-1)).toMatchObject({
      actorUserId: null,
      entityId: String(admin.userId),
      detail: { by: 'operator' },
    });
    const login = await post(ctx.app, LOGIN, {
      mobileNumber: admin.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(sessionUserOf(login).twoFactorEnabled).toBe(false);
    expect(await resetTwoFactorByOperator(ctx.db, admin.userId)).toBe(false);
  });

  it('answers 409 to new codes for an account without two-factor', async () => {
    const admin = await hospitalAdmin(ctx);
    const response = await post(ctx.app, REGENERATE, { code: '123456' }, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('Two-factor sign-in is not on for your account.');
  });
});

describe('two-factor routes: who may call them, and invalid bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 to every account route without a session', async () => {
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', STATUS],
      ['POST', ENROL],
      ['POST', CONFIRM, { code: '123456' }],
      ['POST', DISABLE, { password: TEST_PASSWORD, code: '123456' }],
      ['POST', REGENERATE, { code: '123456' }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(ctx.app, method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).code).toBe('unauthenticated');
    }
  });

  it('keeps enrolment to administrators: 403 for a doctor, a doctor without hospital and a patient', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const chief = await loginAs(ctx.app, doctor.mobileNumber);
    // A doctor of the hospital who is not its chief admin.
    const member = await createDoctorWithoutHospital(ctx.db);
    const { joinHospital } = await import('../../../test/factories');
    await joinHospital(ctx.db, doctor.hospitalId!, member.doctorId);
    const people = [
      member.mobileNumber,
      (await createDoctorWithoutHospital(ctx.db)).mobileNumber,
      (await createUser(ctx.db, 'patient')).mobileNumber,
    ];
    for (const mobileNumber of people) {
      const cookie = await loginAs(ctx.app, mobileNumber);
      const status = await call(ctx.app, 'GET', STATUS, { cookie });
      expect(status.json<TwoFactorStatus>()).toMatchObject({ enabled: false, canEnrol: false });
      for (const [url, body] of [
        [ENROL, undefined],
        [CONFIRM, { code: '123456' }],
      ] as const) {
        const response = await post(ctx.app, url, body, cookie);
        expect(response.statusCode, url).toBe(403);
        expect(errorOf(response).code).toBe('forbidden');
      }
    }
    expect((await post(ctx.app, ENROL, undefined, chief)).statusCode).toBe(200);
    const refusals = await auditEntries(ctx.db, 'auth.forbidden');
    expect(refusals.map((line) => line.entityId)).toContain(
      'POST /api/v1/auth/two-factor/enrolment',
    );
  });

  it('answers 400 with each field’s message', async () => {
    const admin = await hospitalAdmin(ctx);
    const cases: [url: string, body: unknown, expected: { path: string; message: string }[]][] = [
      [
        CONFIRM,
        {},
        [{ path: 'code', message: 'Enter the 6-digit code from your authenticator app' }],
      ],
      [
        CONFIRM,
        { code: '12345' },
        [{ path: 'code', message: 'The code is the 6 digits your authenticator app shows' }],
      ],
      [
        DISABLE,
        { password: 'short', code: 'nope' },
        [
          { path: 'password', message: 'Minimum 8 characters password' },
          {
            path: 'code',
            message:
              'Enter the 6 digits your authenticator app shows, or a recovery code like abcde-23456',
          },
        ],
      ],
      [
        REGENERATE,
        { code: 'abcdef' },
        [{ path: 'code', message: 'The code is the 6 digits your authenticator app shows' }],
      ],
      [
        SECOND_STEP,
        { challenge: 'x'.repeat(43), code: '' },
        [{ path: 'code', message: 'Enter the 6-digit code from your authenticator app' }],
      ],
      [
        SECOND_STEP_RECOVERY,
        { challenge: 'x'.repeat(43), recoveryCode: 'abc' },
        [
          {
            path: 'recoveryCode',
            message: 'A recovery code has 10 letters and digits, like abcde-23456',
          },
        ],
      ],
    ];
    for (const [url, body, expected] of cases) {
      const response = await post(ctx.app, url, body, admin.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
      expect(fieldErrorsOf(response), url).toEqual(expected);
    }
    const noChallenge = await post(ctx.app, SECOND_STEP, { code: '123456' });
    expect(noChallenge.statusCode).toBe(400);
    expect(fieldErrorsOf(noChallenge)?.map((error) => error.path)).toEqual(['challenge']);
  });
});

describe('production: the super admin must enrol', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: 'production', isProduction: true, demoMode: false });
  });
  afterAll(() => ctx.close());

  it('lets an unenrolled super admin sign in and enrol, and refuses everything else with 403', async () => {
    const superAdmin = await createUser(ctx.db, 'super_admin');
    const login = await post(ctx.app, LOGIN, {
      mobileNumber: superAdmin.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<SessionResponse>().twoFactorEnrolmentRequired).toBe(true);
    const cookie = sessionCookieFrom(login);

    for (const url of [`${API}/admin/jobs`, `${API}/messaging/outbox`, `${API}/admin/audit`]) {
      const refused = await call(ctx.app, 'GET', url, { cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused)).toEqual({
        code: 'two_factor_enrolment_required',
        message:
          'Set up two-factor sign-in before you continue: the super admin needs it in production.',
      });
    }
    const password = await post(
      ctx.app,
      `${API}/auth/password/change`,
      { oldPassword: TEST_PASSWORD, newPassword: 'New@123456', confirmPassword: 'New@123456' },
      cookie,
    );
    expect(password.statusCode).toBe(403);
    const refusals = await auditEntries(ctx.db, 'auth.two_factor_enrolment_required');
    expect(refusals.map((line) => [line.actorUserId, line.entityId])).toEqual([
      [superAdmin.id, 'GET /api/v1/admin/jobs'],
      [superAdmin.id, 'GET /api/v1/messaging/outbox'],
      [superAdmin.id, 'GET /api/v1/admin/audit'],
      [superAdmin.id, 'POST /api/v1/auth/password/change'],
    ]);
    // Public pages stay open; the session, the status and the enrolment answer.
    expect(
      (await call(ctx.app, 'GET', `${API}/locations/designations`, { cookie })).statusCode,
    ).toBe(200);
    const session = await call(ctx.app, 'GET', SESSION, { cookie });
    expect(session.json<SessionResponse>().twoFactorEnrolmentRequired).toBe(true);
    expect((await call(ctx.app, 'GET', STATUS, { cookie })).json<TwoFactorStatus>()).toMatchObject({
      enabled: false,
      canEnrol: true,
      enrolmentRequired: true,
    });

    const { app } = await enrol(
      ctx,
      { userId: superAdmin.id, mobileNumber: superAdmin.mobileNumber, cookie },
      () => new Date(),
    );
    expect((await call(ctx.app, 'GET', `${API}/admin/jobs`, { cookie })).statusCode).toBe(200);
    const after = await call(ctx.app, 'GET', SESSION, { cookie });
    expect(after.json<SessionResponse>().twoFactorEnrolmentRequired).toBe(false);

    // From now on each login asks for the code.
    const challenge = await passwordStep(ctx.app, superAdmin.mobileNumber);
    const second = await post(ctx.app, SECOND_STEP, { challenge, code: app.code(1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.cookies.find((item) => item.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('prompts but does not force a hospital admin', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const login = await post(ctx.app, LOGIN, {
      mobileNumber: doctor.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(login.json<SessionResponse>().twoFactorEnrolmentRequired).toBe(false);
    const cookie = sessionCookieFrom(login);
    expect((await call(ctx.app, 'GET', `${API}/hospital/members`, { cookie })).statusCode).not.toBe(
      403,
    );
  });
});

describe('outside production two-factor is optional', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lets an unenrolled super admin work', async () => {
    const superAdmin = await createUser(ctx.db, 'super_admin');
    const login = await post(ctx.app, LOGIN, {
      mobileNumber: superAdmin.mobileNumber,
      password: TEST_PASSWORD,
    });
    expect(login.json<SessionResponse>().twoFactorEnrolmentRequired).toBe(false);
    const cookie = sessionCookieFrom(login);
    expect((await call(ctx.app, 'GET', `${API}/admin/jobs`, { cookie })).statusCode).toBe(200);
  });
});

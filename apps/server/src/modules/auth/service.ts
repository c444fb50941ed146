import { message, OTP_LENGTH, SECURITY, type SessionUser } from '@portal/shared';
import type { Executor } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { decoyPasswordHash, hashChosenPassword, verifyPassword } from '../../lib/passwords';
import { equalHex, hmacHex, numericCode, randomToken, sha256Hex } from '../../lib/tokens';
import {
  findSessionAccount,
  findUserById,
  findUserByMobile,
  updatePasswordHash,
} from '../accounts/repository';
import { loadSessionUser, toSessionUser } from '../accounts/service';
import { recordAudit } from '../audit/repository';
import { clearLoginFailures, openLoginGate, passLoginGate } from './login-throttle';
import { loginForPatientRecord } from './patient-login';
import {
  closeAccountInvites,
  consumeResetToken,
  incrementOtpAttempts,
  insertOtpChallenge,
  latestChallenge,
  markOtpVerified,
  takeAttemptSlot,
  revokeAllSessions,
  revokeSession,
  touchSession,
} from './repository';
import { clock, startSession, type AuthDeps, type Client } from './session-start';
import { startSecondStep } from './two-factor';
import { daysInMs, minutesInMs } from '../../lib/time';

export type { AuthDeps } from './session-start';

export async function login(
  deps: AuthDeps,
  mobileNumber: string,
  password: string,
  client: Client,
) {
  const { db } = deps;
  const gate = await openLoginGate(db, mobileNumber, client.ip, clock(deps));
  if (!gate.allowed) {
    await recordAudit(db, {
      actorUserId: null,
      action: gate.reason === 'locked' ? 'auth.login_refused_locked' : 'auth.login_throttled',
      ip: client.ip,
      detail: { mobileEnding: mobileNumber.slice(-4), waitSeconds: Math.ceil(gate.waitSeconds) },
    });
    throw gate.error;
  }

  const user = await findUserByMobile(db, mobileNumber);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await decoyPasswordHash(), password).then(() => false);
  if (!user || !valid) {
    await recordAudit(db, {
      actorUserId: user?.id ?? null,
      action: 'auth.login_failed',
      ip: client.ip,
      detail: { mobileEnding: mobileNumber.slice(-4) },
    });
    // The failure that reaches the ceiling locks the number: on record once.
    if (gate.numberFailures === SECURITY.loginFailuresPerNumber) {
      await recordAudit(db, {
        actorUserId: user?.id ?? null,
        action: 'auth.login_locked',
        ip: client.ip,
        detail: { mobileEnding: mobileNumber.slice(-4), failures: gate.numberFailures },
      });
    }
    throw new AppError(401, 'invalid_credentials', message('login.invalid'));
  }
  await passLoginGate(db, mobileNumber, client.ip, gate.attemptIds);
  const secondStep = await startSecondStep(deps, user.id, client);
  if (secondStep) return secondStep;
  const token = await startSession(deps, user.id, client);
  await recordAudit(db, { actorUserId: user.id, action: 'auth.login', ip: client.ip });
  const sessionUser = await loadSessionUser(db, user.id, clock(deps));
  return { token, user: sessionUser! };
}

export interface ResolvedSession {
  sessionId: number;
  user: SessionUser;
}

/** Only write last-seen once a minute, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Finds the live session for a cookie token: not revoked, not idle 30 min, not past 12 h. */
export async function resolveSession(
  deps: AuthDeps,
  token: string,
): Promise<ResolvedSession | null> {
  const now = clock(deps);
  const found = await findSessionAccount(deps.db, sha256Hex(token), now);
  if (!found || found.revokedAt) return null;
  const idleLimit = found.lastSeenAt.getTime() + minutesInMs(SECURITY.sessionIdleMinutes);
  if (now.getTime() >= found.expiresAt.getTime() || now.getTime() >= idleLimit) return null;
  const user = toSessionUser(found);
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, found.sessionId, now);
  }
  return { sessionId: found.sessionId, user };
}

export async function logout(deps: AuthDeps, sessionId: number, userId: number, ip: string) {
  await revokeSession(deps.db, sessionId);
  await recordAudit(deps.db, { actorUserId: userId, action: 'auth.logout', ip });
}

const otpHash = (deps: AuthDeps, userId: number, code: string) =>
  hmacHex(deps.config.appSecret, `otp:${userId}:${code}`);

/**
 * Sends a password-reset code. Known and unknown numbers get the same answer; at most three
 * sends per number in 15 minutes (counted for unknown numbers too, so timing tells nothing). A
 * patient a hospital registered, who has a record but no login yet, gets one made here
 * (patient-login.ts): the code and the new password are how they first sign in.
 */
export async function sendResetOtp(deps: AuthDeps, mobileNumber: string, ip: string) {
  const { db } = deps;
  const now = clock(deps);
  const windowStart = new Date(now.getTime() - minutesInMs(SECURITY.otpWindowMinutes));
  const slot = await takeAttemptSlot(
    db,
    'otp_send',
    mobileNumber,
    SECURITY.otpSendsPerWindow,
    windowStart,
    now,
  );
  if (slot === null) throw errors.rateLimited('otp.tooManySends');

  const user =
    (await findUserByMobile(db, mobileNumber)) ??
    (await loginForPatientRecord(db, mobileNumber, ip));
  if (user) {
    const code = numericCode(OTP_LENGTH);
    await db.transaction(async (tx) => {
      await insertOtpChallenge(tx, {
        userId: user.id,
        codeHash: otpHash(deps, user.id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + minutesInMs(SECURITY.otpValidMinutes)),
      });
      await deps.sms.enqueue(tx, mobileNumber, { kind: 'otp', code });
      await recordAudit(tx, { actorUserId: user.id, action: 'auth.otp_sent', ip });
    });
  }
  return { message: message('otp.sent') };
}

/** How long the set-password link of an account made by a hospital admin stays valid. */
const ACCOUNT_INVITE_DAYS = 7;

/**
 * A one-time set-password token for an account someone else made (a hospital admin adding a
 * doctor). It is a reset token without a code: the reset-password call takes it as it is.
 */
export async function issueAccountInvite(db: Executor, userId: number, now: Date) {
  const token = randomToken();
  await insertOtpChallenge(db, {
    userId,
    purpose: 'account_invite',
    // No code is ever sent: a random hash no code can match, expired at once.
    codeHash: sha256Hex(randomToken()),
    createdAt: now,
    expiresAt: now,
    verifiedAt: now,
    resetTokenHash: sha256Hex(token),
    resetExpiresAt: new Date(now.getTime() + daysInMs(ACCOUNT_INVITE_DAYS)),
  });
  return token;
}

/** Checks a code: 5 minutes, 5 tries, single use. A right code yields a one-time reset token. */
export async function verifyResetOtp(
  deps: AuthDeps,
  mobileNumber: string,
  code: string,
  ip: string,
) {
  const { db } = deps;
  const now = clock(deps);
  const user = await findUserByMobile(db, mobileNumber);
  const challenge = user ? await latestChallenge(db, user.id) : undefined;
  if (!user || !challenge)
    throw errors.invalidFields([{ path: 'otp', message: message('otp.wrong') }]);
  if (
    challenge.expiresAt.getTime() <= now.getTime() ||
    challenge.attempts >= SECURITY.otpMaxTries
  ) {
    throw errors.badRequest('otp.expired', 'otp_expired');
  }
  const tries = await incrementOtpAttempts(db, challenge.id);
  if (tries > SECURITY.otpMaxTries) throw errors.badRequest('otp.expired', 'otp_expired');
  if (!equalHex(challenge.codeHash, otpHash(deps, user.id, code))) {
    await recordAudit(db, { actorUserId: user.id, action: 'auth.otp_failed', ip });
    throw errors.invalidFields([{ path: 'otp', message: message('otp.wrong') }]);
  }
  const resetToken = randomToken();
  const verified = await markOtpVerified(
    db,
    challenge.id,
    sha256Hex(resetToken),
    new Date(now.getTime() + minutesInMs(SECURITY.resetTokenValidMinutes)),
  );
  if (!verified) throw errors.badRequest('otp.expired', 'otp_expired');
  return { resetToken, message: message('otp.verified') };
}

/** Sets a new password with a verified reset token and ends every session of the user. */
export async function resetPassword(
  deps: AuthDeps,
  resetToken: string,
  newPassword: string,
  ip: string,
) {
  const { db } = deps;
  const passwordHash = await hashChosenPassword(newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, sha256Hex(resetToken), clock(deps));
    if (userId === undefined)
      throw errors.badRequest('otp.resetTokenInvalid', 'reset_token_invalid');
    await updatePasswordHash(tx, userId, passwordHash);
    await closeAccountInvites(tx, userId, clock(deps));
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, { actorUserId: userId, action: 'auth.password_reset', ip });
    // A reset proven with a code is the way back in after a lock: the number is unlocked.
    const user = await findUserById(tx, userId);
    const forgotten = user ? await clearLoginFailures(tx, user.mobileNumber) : 0;
    if (forgotten > 0) {
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'auth.login_unlocked',
        ip,
        detail: { failuresForgotten: forgotten },
      });
    }
  });
  return { message: message('password.resetSuccess') };
}

/** Changes the password of a logged-in user, who is then logged out everywhere. */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  oldPassword: string,
  newPassword: string,
  ip: string,
) {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw errors.unauthenticated();
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await recordAudit(db, { actorUserId: userId, action: 'auth.password_change_failed', ip });
    throw errors.invalidFields([{ path: 'oldPassword', message: message('password.oldWrong') }]);
  }
  if (oldPassword === newPassword) {
    throw errors.invalidFields([{ path: 'newPassword', message: message('password.sameAsOld') }]);
  }
  const passwordHash = await hashChosenPassword(newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, { actorUserId: userId, action: 'auth.password_changed', ip });
  });
  return { message: message('password.changeSuccess') };
}

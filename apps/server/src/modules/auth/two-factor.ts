import { randomInt } from 'node:crypto';
import {
  can,
  formatRecoveryCode,
  isAuthenticatorCode,
  message,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SECURITY,
  type MessageKey,
  type RecoveryCodesResponse,
  type SessionUser,
  type TwoFactorChallengeResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@portal/shared';
import type { AppConfig } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { deriveKey, open, seal } from '../../lib/secret-box';
import { hmacHex, randomToken, sha256Hex } from '../../lib/tokens';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp';
import { findUserById } from '../accounts/repository';
import { loadSessionUser } from '../accounts/service';
import { recordAudit } from '../audit/repository';
import { releaseAttempt, revokeAllSessions, takeAttemptSlot } from './repository';
import { clock, startSession, type AuthDeps, type Client } from './session-start';
import {
  countUnusedRecoveryCodes,
  deleteCredential,
  enableCredential,
  findChallenge,
  findCredential,
  findEnabledCredential,
  incrementChallengeAttempts,
  insertChallenge,
  markChallengeUsed,
  recordUsedStep,
  replaceRecoveryCodes,
  revokeOtherSessions,
  upsertPendingCredential,
  useRecoveryCode,
  type TwoFactorCredential,
} from './two-factor-repository';
import { minutesInMs } from '../../lib/time';

/*
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) for administrators: enrolment,
 * the second step of a login, one-time recovery codes, turning it off. Wrong codes of a user are
 * counted in the database across every route here (SECURITY.twoFactorFailuresPerWindow), so the
 * limit holds across server instances; each login challenge also allows a few tries of its own.
 */

/** The name the authenticator app shows next to the code. */
export const TOTP_ISSUER = 'Cancer Care Portal';
const FAILURE_KIND = 'two_factor_failure';

/**
 * The production rule: the super admin needs two-factor there, and until it is set up every route
 * but the enrolment answers 403 (plugins/auth.ts). Elsewhere it is offered, never forced.
 */
export function twoFactorEnrolmentRequired(
  config: Pick<AppConfig, 'isProduction'>,
  user: SessionUser,
): boolean {
  return config.isProduction && user.isSuperAdmin && !user.twoFactorEnabled;
}

export const enrolmentRequiredError = () =>
  new AppError(403, 'two_factor_enrolment_required', message('twoFactor.enrolmentRequired'));

const challengeExpired = () =>
  errors.badRequest('twoFactor.challengeExpired', 'two_factor_challenge_expired');

const secretKeys = new Map<string, Buffer>();
/** The AES-256-GCM key of authenticator secrets: HKDF of APP_SECRET (lib/secret-box.ts). */
function secretKey(config: AppConfig): Buffer {
  let key = secretKeys.get(config.appSecret);
  if (!key) {
    key = deriveKey(config.appSecret, 'two-factor-secret');
    secretKeys.set(config.appSecret, key);
  }
  return key;
}
const secretContext = (userId: number) => `two-factor-secret:${userId}`;

function openSecret(deps: AuthDeps, credential: TwoFactorCredential): Buffer {
  return open(secretKey(deps.config), credential.secretSealed, secretContext(credential.userId));
}

const recoveryHash = (deps: AuthDeps, userId: number, code: string) =>
  hmacHex(deps.config.appSecret, `two-factor-recovery:${userId}:${code}`);

/** Ten codes of 10 characters from the CSPRNG (about 49 bits each), as typed: no dash. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
}

async function storeNewRecoveryCodes(deps: AuthDeps, db: Executor, userId: number, at: Date) {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => recoveryHash(deps, userId, code)),
    at,
  );
  return codes.map(formatRecoveryCode);
}

/**
 * Counts a code check as a failure before it is made, as the login does with passwords: guesses
 * racing on one user cannot all pass a count taken before any of them failed. The caller takes
 * the attempt back when the code is right.
 */
async function countCodeAttempt(deps: AuthDeps, userId: number, ip: string): Promise<number> {
  const { db } = deps;
  const now = clock(deps);
  const subject = `user:${userId}`;
  const windowStart = new Date(now.getTime() - minutesInMs(SECURITY.twoFactorWindowMinutes));
  const attempt = await takeAttemptSlot(
    db,
    FAILURE_KIND,
    subject,
    SECURITY.twoFactorFailuresPerWindow,
    windowStart,
    now,
  );
  if (attempt === null) {
    await recordAudit(db, { actorUserId: userId, action: 'auth.two_factor_throttled', ip });
    throw errors.rateLimited('twoFactor.throttled');
  }
  return attempt;
}

type Outcome = 'ok' | 'wrong' | 'reused';
type During = 'login' | 'enrolment' | 'disable' | 'recovery_codes';

/** Checks an authenticator code and, if right, records its step so it never counts again. */
async function useAuthenticatorCode(
  deps: AuthDeps,
  db: Executor,
  credential: TwoFactorCredential,
  code: string,
  at: Date,
): Promise<Outcome> {
  const match = matchTotp(openSecret(deps, credential), code, at, credential.lastUsedStep);
  if (match.step === null) return match.reused ? 'reused' : 'wrong';
  return (await recordUsedStep(db, credential.userId, match.step)) ? 'ok' : 'reused';
}

async function useRecovery(deps: AuthDeps, db: Executor, userId: number, code: string, at: Date) {
  const used = await useRecoveryCode(db, userId, recoveryHash(deps, userId, code), at);
  return used ? ('ok' as const) : ('wrong' as const);
}

/** Writes the failure to the audit log and answers the field's message. */
async function refuseCode(
  deps: AuthDeps,
  userId: number,
  ip: string,
  detail: { during: During; method: 'authenticator' | 'recovery_code'; reason: Outcome },
  path: string,
): Promise<never> {
  await recordAudit(deps.db, {
    actorUserId: userId,
    action: 'auth.two_factor_failed',
    ip,
    detail,
  });
  const key: MessageKey =
    detail.method === 'recovery_code'
      ? 'twoFactor.recoveryCodeWrong'
      : detail.reason === 'reused'
        ? 'twoFactor.codeReused'
        : 'twoFactor.codeWrong';
  throw errors.invalidFields([{ path, message: message(key) }]);
}

// ---------------------------------------------------------------------------------------------
// Login

/**
 * Called by login() once the password is right: for an account with two-factor on, a challenge
 * to finish with a code instead of a session; null for every other account.
 */
export async function startSecondStep(
  deps: AuthDeps,
  userId: number,
  client: Client,
): Promise<TwoFactorChallengeResponse | null> {
  const { db } = deps;
  if (!(await findEnabledCredential(db, userId))) return null;
  const now = clock(deps);
  const token = randomToken();
  await insertChallenge(db, {
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutesInMs(SECURITY.twoFactorChallengeMinutes)),
  });
  await recordAudit(db, {
    actorUserId: userId,
    action: 'auth.two_factor_challenged',
    ip: client.ip,
  });
  return {
    twoFactorRequired: true,
    challenge: token,
    expiresIn: SECURITY.twoFactorChallengeMinutes * 60,
  };
}

export type SecondStepProof = { code: string } | { recoveryCode: string };

/**
 * Finishes a login with the code of the authenticator app or a recovery code: the session starts
 * here. The challenge allows SECURITY.twoFactorChallengeTries codes and is used once.
 */
export async function finishSecondStep(
  deps: AuthDeps,
  challengeToken: string,
  proof: SecondStepProof,
  client: Client,
) {
  const { db } = deps;
  const now = clock(deps);
  const challenge = await findChallenge(db, sha256Hex(challengeToken));
  if (
    !challenge ||
    challenge.usedAt ||
    challenge.expiresAt.getTime() <= now.getTime() ||
    challenge.attempts >= SECURITY.twoFactorChallengeTries
  ) {
    throw challengeExpired();
  }
  const { userId } = challenge;
  const attempt = await countCodeAttempt(deps, userId, client.ip);
  const tries = await incrementChallengeAttempts(db, challenge.id);
  if (tries > SECURITY.twoFactorChallengeTries) {
    await releaseAttempt(db, attempt);
    throw challengeExpired();
  }
  const credential = await findEnabledCredential(db, userId);
  if (!credential) {
    // Two-factor was turned off while this login waited: its password step still stands.
    await releaseAttempt(db, attempt);
    throw challengeExpired();
  }

  const method = 'code' in proof ? 'authenticator' : 'recovery_code';
  // The code is used and the challenge finished together: a challenge lost to a racing request
  // leaves the code unused.
  const outcome = await db.transaction(async (tx) => {
    const result =
      'code' in proof
        ? await useAuthenticatorCode(deps, tx, credential, proof.code, now)
        : await useRecovery(deps, tx, userId, proof.recoveryCode, now);
    if (result === 'ok' && !(await markChallengeUsed(tx, challenge.id, now))) {
      throw challengeExpired();
    }
    return result;
  });
  if (outcome !== 'ok') {
    return refuseCode(
      deps,
      userId,
      client.ip,
      { during: 'login', method, reason: outcome },
      'code' in proof ? 'code' : 'recoveryCode',
    );
  }
  await releaseAttempt(db, attempt);
  if (method === 'recovery_code') {
    await recordAudit(db, {
      actorUserId: userId,
      action: 'auth.two_factor_recovery_code_used',
      ip: client.ip,
      detail: { left: await countUnusedRecoveryCodes(db, userId) },
    });
  }
  const token = await startSession(deps, userId, client);
  await recordAudit(db, {
    actorUserId: userId,
    action: 'auth.login',
    ip: client.ip,
    detail: { secondStep: method },
  });
  const user = await loadSessionUser(db, userId, clock(deps));
  return { token, user: user! };
}

// ---------------------------------------------------------------------------------------------
// The account page

export async function twoFactorStatusOf(
  deps: AuthDeps,
  user: SessionUser,
): Promise<TwoFactorStatus> {
  const credential = await findEnabledCredential(deps.db, user.id);
  return {
    enabled: Boolean(credential),
    enabledAt: credential?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: credential ? await countUnusedRecoveryCodes(deps.db, user.id) : 0,
    canEnrol: can(user, 'enrol:two-factor'),
    enrolmentRequired: twoFactorEnrolmentRequired(deps.config, user),
  };
}

/** A new secret waiting for its first code: the URI for the QR code, and the secret as text. */
export async function startEnrolment(
  deps: AuthDeps,
  user: SessionUser,
  ip: string,
): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  const now = clock(deps);
  const stored = await upsertPendingCredential(
    deps.db,
    user.id,
    seal(secretKey(deps.config), secret, secretContext(user.id)),
    now,
  );
  if (!stored) throw errors.conflict('twoFactor.alreadyEnabled');
  await recordAudit(deps.db, { actorUserId: user.id, action: 'auth.two_factor_enrolling', ip });
  return {
    otpauthUri: otpauthUri(secret, TOTP_ISSUER, user.mobileNumber),
    secret: base32Encode(secret),
  };
}

/**
 * The first code from the app turns two-factor on and answers the recovery codes (shown once).
 * Every other session of the user ends: they were opened with the password alone.
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  user: SessionUser,
  sessionId: number,
  code: string,
  ip: string,
): Promise<RecoveryCodesResponse> {
  const { db } = deps;
  const credential = await findCredential(db, user.id);
  if (credential?.enabledAt) throw errors.conflict('twoFactor.alreadyEnabled');
  if (!credential) throw errors.conflict('twoFactor.noEnrolment');
  const attempt = await countCodeAttempt(deps, user.id, ip);
  const now = clock(deps);
  const match = matchTotp(openSecret(deps, credential), code, now, null);
  if (match.step === null) {
    return refuseCode(
      deps,
      user.id,
      ip,
      { during: 'enrolment', method: 'authenticator', reason: 'wrong' },
      'code',
    );
  }
  const step = match.step;
  await releaseAttempt(db, attempt);
  const recoveryCodes = await db.transaction(async (tx) => {
    if (!(await enableCredential(tx, user.id, step, now))) {
      throw errors.conflict('twoFactor.alreadyEnabled');
    }
    const codes = await storeNewRecoveryCodes(deps, tx, user.id, now);
    await revokeOtherSessions(tx, user.id, sessionId);
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.two_factor_enabled', ip });
    return codes;
  });
  return { recoveryCodes, message: message('twoFactor.enabled') };
}

/** Turns two-factor off: the password and a code (of the app, or a recovery code). */
export async function disableTwoFactor(
  deps: AuthDeps,
  user: SessionUser,
  password: string,
  code: string,
  ip: string,
) {
  const { db } = deps;
  const credential = await findEnabledCredential(db, user.id);
  if (!credential) throw errors.conflict('twoFactor.notEnabled');
  const attempt = await countCodeAttempt(deps, user.id, ip);
  const account = await findUserById(db, user.id);
  if (!account) throw errors.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordAudit(db, {
      actorUserId: user.id,
      action: 'auth.two_factor_failed',
      ip,
      detail: { during: 'disable', method: 'password', reason: 'wrong' },
    });
    throw errors.invalidFields([{ path: 'password', message: message('password.wrong') }]);
  }
  const now = clock(deps);
  const byApp = isAuthenticatorCode(code);
  const outcome = byApp
    ? await useAuthenticatorCode(deps, db, credential, code, now)
    : await useRecovery(deps, db, user.id, code, now);
  if (outcome !== 'ok') {
    return refuseCode(
      deps,
      user.id,
      ip,
      {
        during: 'disable',
        method: byApp ? 'authenticator' : 'recovery_code',
        reason: outcome,
      },
      'code',
    );
  }
  await releaseAttempt(db, attempt);
  await db.transaction(async (tx) => {
    await deleteCredential(tx, user.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'auth.two_factor_disabled',
      ip,
      detail: { method: byApp ? 'authenticator' : 'recovery_code' },
    });
  });
  return { message: message('twoFactor.disabled') };
}

/** New recovery codes for a code of the app; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  user: SessionUser,
  code: string,
  ip: string,
): Promise<RecoveryCodesResponse> {
  const { db } = deps;
  const credential = await findEnabledCredential(db, user.id);
  if (!credential) throw errors.conflict('twoFactor.notEnabled');
  const attempt = await countCodeAttempt(deps, user.id, ip);
  const now = clock(deps);
  const outcome = await useAuthenticatorCode(deps, db, credential, code, now);
  if (outcome !== 'ok') {
    return refuseCode(
      deps,
      user.id,
      ip,
      { during: 'recovery_codes', method: 'authenticator', reason: outcome },
      'code',
    );
  }
  await releaseAttempt(db, attempt);
  const recoveryCodes = await db.transaction(async (tx) => {
    const codes = await storeNewRecoveryCodes(deps, tx, user.id, now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'auth.two_factor_recovery_codes_regenerated',
      ip,
    });
    return codes;
  });
  return { recoveryCodes, message: message('twoFactor.codesRegenerated') };
}

/**
 * The operator's way back in for someone who lost both the phone and the recovery codes
 * (npm run reset-two-factor, on the server): two-factor off and every session ended, audited.
 * Answers false when the account has no two-factor.
 */
export async function resetTwoFactorByOperator(db: Database, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await findCredential(tx, userId))) return false;
    await deleteCredential(tx, userId);
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: null,
      action: 'auth.two_factor_reset',
      entity: 'user',
      entityId: userId,
      detail: { by: 'operator' },
    });
    return true;
  });
}

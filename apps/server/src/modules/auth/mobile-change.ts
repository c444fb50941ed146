import { messages, OTP_LENGTH, SECURITY, type SessionUser } from '@portal/shared';
import { errors, isUniqueViolation } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { equalHex, hmacHex, numericCode } from '../../lib/tokens';
import { findUserById, mobileNumberTaken, setUserMobileNumber } from '../accounts/repository';
import { loadSessionUser } from '../accounts/service';
import { recordAudit } from '../audit/repository';
import { setPatientMobileOfUser } from '../patients/repository';
import {
  incrementOtpAttempts,
  insertOtpChallenge,
  latestChallenge,
  markChallengeUsed,
  releaseAttempt,
  takeAttemptSlot,
} from './repository';
import type { AuthDeps } from './service';
import { minutesInMs } from '../../lib/time';

const clock = (deps: AuthDeps) => deps.now?.() ?? new Date();

const codeHash = (deps: AuthDeps, userId: number, target: string, code: string) =>
  hmacHex(deps.config.appSecret, `mobile:${userId}:${target}:${code}`);

const taken = () => errors.conflictOn('mobile.duplicate', 'newMobileNumber');
const wrongCode = () => errors.invalidFields([{ path: 'otp', message: messages['otp.wrong'] }]);

/**
 * A logged-in person asks to move their login to a new number: their password proves it is
 * them, and a code sent to the new number proves they hold it. Sends are limited per number as
 * for password codes.
 */
export async function requestMobileChange(
  deps: AuthDeps,
  user: SessionUser,
  newMobileNumber: string,
  password: string,
  ip: string,
) {
  const { db } = deps;
  if (newMobileNumber === user.mobileNumber) {
    throw errors.invalidFields([
      { path: 'newMobileNumber', message: messages['mobile.sameAsCurrent'] },
    ]);
  }
  const account = await findUserById(db, user.id);
  if (!account) throw errors.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordAudit(db, { actorUserId: user.id, action: 'account.mobile_change_refused', ip });
    throw errors.invalidFields([{ path: 'password', message: messages['password.wrong'] }]);
  }
  const now = clock(deps);
  const windowStart = new Date(now.getTime() - minutesInMs(SECURITY.otpWindowMinutes));
  const slot = await takeAttemptSlot(
    db,
    'otp_send',
    newMobileNumber,
    SECURITY.otpSendsPerWindow,
    windowStart,
    now,
  );
  if (slot === null) throw errors.rateLimited('otp.tooManySends');
  if (await mobileNumberTaken(db, newMobileNumber, { userId: user.id })) {
    await releaseAttempt(db, slot);
    throw taken();
  }
  const code = numericCode(OTP_LENGTH);
  await db.transaction(async (tx) => {
    await insertOtpChallenge(tx, {
      userId: user.id,
      purpose: 'mobile_change',
      targetMobile: newMobileNumber,
      codeHash: codeHash(deps, user.id, newMobileNumber, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutesInMs(SECURITY.otpValidMinutes)),
    });
    // The new number is nobody's login yet: the code goes in the language of the person asking.
    await deps.sms.enqueue(tx, newMobileNumber, {
      kind: 'mobile_change_code',
      code,
      ...(user.language ? { language: user.language } : {}),
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'account.mobile_change_code_sent',
      ip,
      detail: { toEnding: newMobileNumber.slice(-4) },
    });
  });
  return { message: messages['mobile.codeSent'] };
}

/**
 * The code from the new number moves the login there, and the person's patient record with it;
 * the old number is free at once and told of the change.
 */
export async function confirmMobileChange(
  deps: AuthDeps,
  user: SessionUser,
  newMobileNumber: string,
  code: string,
  ip: string,
) {
  const { db } = deps;
  const now = clock(deps);
  const challenge = await latestChallenge(db, user.id, 'mobile_change');
  if (!challenge || challenge.targetMobile !== newMobileNumber) throw wrongCode();
  if (
    challenge.usedAt ||
    challenge.expiresAt.getTime() <= now.getTime() ||
    challenge.attempts >= SECURITY.otpMaxTries
  ) {
    throw errors.badRequest('otp.expired', 'otp_expired');
  }
  if ((await incrementOtpAttempts(db, challenge.id)) > SECURITY.otpMaxTries) {
    throw errors.badRequest('otp.expired', 'otp_expired');
  }
  if (!equalHex(challenge.codeHash, codeHash(deps, user.id, newMobileNumber, code))) {
    await recordAudit(db, { actorUserId: user.id, action: 'account.mobile_change_failed', ip });
    throw wrongCode();
  }
  try {
    await db.transaction(async (tx) => {
      if (!(await markChallengeUsed(tx, challenge.id, now))) {
        throw errors.badRequest('otp.expired', 'otp_expired');
      }
      if (await mobileNumberTaken(tx, newMobileNumber, { userId: user.id })) throw taken();
      await setUserMobileNumber(tx, user.id, newMobileNumber);
      await setPatientMobileOfUser(tx, user.id, newMobileNumber);
      await deps.sms.enqueue(tx, user.mobileNumber, {
        kind: 'mobile_changed_notice',
        ending: newMobileNumber.slice(-4),
      });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'account.mobile_changed',
        entity: 'user',
        entityId: user.id,
        ip,
        detail: { fromEnding: user.mobileNumber.slice(-4), toEnding: newMobileNumber.slice(-4) },
      });
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'users_mobile_number_unique') ||
      isUniqueViolation(error, 'patients_mobile_number_unique')
    ) {
      throw taken();
    }
    throw error;
  }
  return { user: (await loadSessionUser(db, user.id, now))!, message: messages['mobile.changed'] };
}

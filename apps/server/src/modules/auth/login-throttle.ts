import { and, eq, inArray, sql } from 'drizzle-orm';
import { message, SECURITY } from '@portal/shared';
import type { Executor } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { attemptsSince, withAttemptsLock } from './repository';
import { minutesInMs } from '../../lib/time';

/**
 * Failed sign-ins are counted twice: per number and source address (`login_source`, subject
 * `number@address`), which slows one guesser down more at each failure, and per number
 * (`login_failure`), whose ceiling locks the number against many addresses together. One
 * address alone never reaches the ceiling, so it cannot lock the real user out; the real user
 * gets back in after a lock by resetting the password with a code (which unlocks the number).
 */
const BY_SOURCE = 'login_source';
const BY_NUMBER = 'login_failure';

const sourceOf = (mobileNumber: string, ip: string) => `${mobileNumber}@${ip}`.slice(0, 64);

/** Seconds the next try must wait after `failures` failures from one address (0: none). */
export function delayAfter(failures: number): number {
  const over = failures - SECURITY.loginFreeFailuresPerSource;
  if (over < 0) return 0;
  return Math.min(SECURITY.loginFirstDelaySeconds * 2 ** over, SECURITY.loginMaxDelaySeconds);
}

/** "45 seconds" or "8 minutes": how long to wait, as the message says it. */
export function waitText(seconds: number): string {
  return seconds < 120
    ? message('login.waitSeconds', { count: Math.max(2, Math.ceil(seconds)) })
    : message('login.waitMinutes', { count: Math.ceil(seconds / 60) });
}

export type LoginGate =
  | { allowed: true; attemptIds: number[]; numberFailures: number }
  | { allowed: false; error: AppError; reason: 'locked' | 'slowed'; waitSeconds: number };

/**
 * Asks whether a sign-in may check its password now. The attempts on one number are weighed one
 * after another (withAttemptsLock), on one instance or several; an attempt let through is written
 * before the lock is let go, counted as a failure until the password proves right, so the next
 * attempt on the number is weighed with it. A refused attempt checks no password and counts
 * nothing.
 */
export async function openLoginGate(
  db: Executor,
  mobileNumber: string,
  ip: string,
  now: Date,
): Promise<LoginGate> {
  const source = sourceOf(mobileNumber, ip);
  const since = new Date(now.getTime() - minutesInMs(SECURITY.loginWindowMinutes));
  return withAttemptsLock(db, `login:${mobileNumber}`, async (tx) => {
    const fromSource = await attemptsSince(tx, BY_SOURCE, source, since);
    const ofNumber = await attemptsSince(tx, BY_NUMBER, mobileNumber, since);
    // Locked until a reset with a code, or until failures age out of the window.
    if (ofNumber.count >= SECURITY.loginFailuresPerNumber) {
      return refusal('locked', SECURITY.loginWindowMinutes * 60);
    }
    const delay = delayAfter(fromSource.count);
    if (delay > 0 && fromSource.latest) {
      const waitSeconds = delay - (now.getTime() - fromSource.latest.getTime()) / 1000;
      if (waitSeconds > 0) return refusal('slowed', waitSeconds);
    }
    const inserted = await tx
      .insert(authAttempts)
      .values([
        { kind: BY_SOURCE, subject: source, createdAt: now },
        { kind: BY_NUMBER, subject: mobileNumber, createdAt: now },
      ])
      .returning({ id: authAttempts.id });
    const attemptIds = inserted.map((row) => row.id);
    return { allowed: true, attemptIds, numberFailures: ofNumber.count + 1 };
  });
}

function refusal(reason: 'locked' | 'slowed', waitSeconds: number): LoginGate {
  const error =
    reason === 'locked'
      ? new AppError(429, 'login_locked', message('login.locked'))
      : new AppError(
          429,
          'rate_limited',
          message('login.throttled', { wait: waitText(waitSeconds) }),
        );
  return { allowed: false, error, reason, waitSeconds };
}

/** The password was right: the attempt was no failure, and this address starts afresh. */
export async function passLoginGate(
  db: Executor,
  mobileNumber: string,
  ip: string,
  attemptIds: number[],
) {
  await db.delete(authAttempts).where(inArray(authAttempts.id, attemptIds));
  await db
    .delete(authAttempts)
    .where(
      and(eq(authAttempts.kind, BY_SOURCE), eq(authAttempts.subject, sourceOf(mobileNumber, ip))),
    );
}

/**
 * Forgets every failed sign-in of a number (its password was just reset with a code): the lock,
 * if any, ends. Answers how many failures were forgotten.
 */
export async function clearLoginFailures(db: Executor, mobileNumber: string): Promise<number> {
  const byNumber = await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.kind, BY_NUMBER), eq(authAttempts.subject, mobileNumber)))
    .returning({ id: authAttempts.id });
  await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, BY_SOURCE),
        sql`${authAttempts.subject} like ${`${mobileNumber}@%`}`,
      ),
    );
  return byNumber.length;
}

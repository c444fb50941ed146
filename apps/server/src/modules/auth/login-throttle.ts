import { and, eq, inArray, sql } from 'drizzle-orm';
import { message, SECURITY } from '@portal/shared';
import type { Executor } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { attemptsBefore } from './repository';
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
 * Asks whether a sign-in may check its password now. The attempt is written first (counted as a
 * failure until the password proves right), and only the attempts before it are weighed: of
 * attempts racing on one number, on one instance or several, each sees the ones ahead of it.
 * A refused attempt is taken back: it checked no password.
 */
export async function openLoginGate(
  db: Executor,
  mobileNumber: string,
  ip: string,
  now: Date,
): Promise<LoginGate> {
  const source = sourceOf(mobileNumber, ip);
  const inserted = await db
    .insert(authAttempts)
    .values([
      { kind: BY_SOURCE, subject: source, createdAt: now },
      { kind: BY_NUMBER, subject: mobileNumber, createdAt: now },
    ])
    .returning({ id: authAttempts.id });
  const attemptIds = inserted.map((row) => row.id);
  const since = new Date(now.getTime() - minutesInMs(SECURITY.loginWindowMinutes));
  const firstId = Math.min(...attemptIds);
  const [fromSource, ofNumber] = await Promise.all([
    attemptsBefore(db, BY_SOURCE, source, since, firstId),
    attemptsBefore(db, BY_NUMBER, mobileNumber, since, firstId),
  ]);

  const refuse = async (reason: 'locked' | 'slowed', waitSeconds: number): Promise<LoginGate> => {
    await db.delete(authAttempts).where(inArray(authAttempts.id, attemptIds));
    const error =
      reason === 'locked'
        ? new AppError(429, 'login_locked', message('login.locked'))
        : new AppError(
            429,
            'rate_limited',
            message('login.throttled', { wait: waitText(waitSeconds) }),
          );
    return { allowed: false, error, reason, waitSeconds };
  };

  // Locked until a reset with a code, or until failures age out of the window.
  if (ofNumber.count >= SECURITY.loginFailuresPerNumber) {
    return refuse('locked', SECURITY.loginWindowMinutes * 60);
  }
  const delay = delayAfter(fromSource.count);
  if (delay > 0 && fromSource.latest) {
    const waitSeconds = delay - (now.getTime() - fromSource.latest.getTime()) / 1000;
    if (waitSeconds > 0) return refuse('slowed', waitSeconds);
  }
  return { allowed: true, attemptIds, numberFailures: ofNumber.count + 1 };
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

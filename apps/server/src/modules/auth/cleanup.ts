import { and, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysInMs } from '../../lib/time';
import {
  authAttempts,
  idempotentAnswers,
  otpChallenges,
  sessions,
  twoFactorChallenges,
} from '../../db/schema';

/** Rows are deleted this many at a time, so no delete holds many row locks for long. */
const BATCH = 5_000;

/** The tables the cleanup deletes from: each has a bigserial `id`. */
type CleanedTable =
  typeof sessions | typeof otpChallenges | typeof authAttempts | typeof twoFactorChallenges;

/** Runs `deleteBatch` until a batch comes back short; answers how many rows it deleted. */
async function untilShortBatch(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Deletes the rows matching `condition`, a batch at a time. */
function deleteInBatches(
  db: Database,
  table: CleanedTable,
  condition: SQL | undefined,
): Promise<number> {
  return untilShortBatch(async () => {
    const batch = db.select({ id: table.id }).from(table).where(condition).limit(BATCH);
    return (await db.delete(table).where(inArray(table.id, batch)).returning({ id: table.id }))
      .length;
  });
}

/**
 * Deletes the kept answers of creates (plugins/idempotency.ts) older than `before`, in batches
 * (their key is the pair user and key, not an id).
 */
function deleteOldIdempotentAnswers(db: Database, before: Date): Promise<number> {
  const { userId, key, createdAt } = idempotentAnswers;
  return untilShortBatch(async () => {
    const batch = sql`select ${userId}, ${key} from ${idempotentAnswers} where ${lt(createdAt, before)} limit ${BATCH}`;
    return (
      await db
        .delete(idempotentAnswers)
        .where(sql`(${userId}, ${key}) in (${batch})`)
        .returning({ key })
    ).length;
  });
}

/**
 * Deletes what the sign-in rules no longer read: sessions a day past their end or revocation,
 * one-time codes a day past their expiry (and their reset link's), second-step challenges of
 * logins a day past theirs, and counted attempts older than a day (the longest window is 15
 * minutes).
 */
export async function deleteExpiredAuthRows(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - daysInMs(1));
  const sessionsGone = await deleteInBatches(
    db,
    sessions,
    or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)),
  );
  const codesGone = await deleteInBatches(
    db,
    otpChallenges,
    and(
      lt(otpChallenges.expiresAt, before),
      or(isNull(otpChallenges.resetExpiresAt), lt(otpChallenges.resetExpiresAt, before)),
    ),
  );
  const attemptsGone = await deleteInBatches(db, authAttempts, lt(authAttempts.createdAt, before));
  const challengesGone = await deleteInBatches(
    db,
    twoFactorChallenges,
    lt(twoFactorChallenges.expiresAt, before),
  );
  // A retry comes within minutes of its save; a day is ample.
  const answersGone = await deleteOldIdempotentAnswers(db, before);
  return { sessionsGone, codesGone, attemptsGone, challengesGone, answersGone };
}

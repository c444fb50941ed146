import { and, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts, otpChallenges, sessions } from '../../db/schema';

/** Rows are deleted this many at a time, so no delete holds many row locks for long. */
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs a batch delete (answering the rows it deleted) until a batch comes back short. */
async function inBatches(deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await deleteBatch()).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes what the sign-in rules no longer read: sessions a day past their end or revocation,
 * one-time codes a day past their expiry (and their reset link's), and counted attempts older
 * than a day (the longest window is 15 minutes).
 */
export async function deleteExpiredAuthRows(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - DAY_MS);
  const sessionsGone = await inBatches(() =>
    db
      .delete(sessions)
      .where(
        inArray(
          sessions.id,
          db
            .select({ id: sessions.id })
            .from(sessions)
            .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
            .limit(BATCH),
        ),
      )
      .returning({ id: sessions.id }),
  );
  const codesGone = await inBatches(() =>
    db
      .delete(otpChallenges)
      .where(
        inArray(
          otpChallenges.id,
          db
            .select({ id: otpChallenges.id })
            .from(otpChallenges)
            .where(
              and(
                lt(otpChallenges.expiresAt, before),
                or(isNull(otpChallenges.resetExpiresAt), lt(otpChallenges.resetExpiresAt, before)),
              ),
            )
            .limit(BATCH),
        ),
      )
      .returning({ id: otpChallenges.id }),
  );
  const attemptsGone = await inBatches(() =>
    db
      .delete(authAttempts)
      .where(
        inArray(
          authAttempts.id,
          db
            .select({ id: authAttempts.id })
            .from(authAttempts)
            .where(lt(authAttempts.createdAt, before))
            .limit(BATCH),
        ),
      )
      .returning({ id: authAttempts.id }),
  );
  return { sessionsGone, codesGone, attemptsGone };
}

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authAttempts, otpChallenges, sessions } from '../../db/schema';

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

export async function touchSession(db: Executor, sessionId: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Counts an attempt; its id, so an attempt counted ahead of its outcome can be taken back. */
export async function recordAttempt(
  db: Executor,
  kind: string,
  subject: string,
  at?: Date,
): Promise<number> {
  const [row] = await db
    .insert(authAttempts)
    .values({ kind, subject, ...(at ? { createdAt: at } : {}) })
    .returning({ id: authAttempts.id });
  return row!.id;
}

/**
 * The first half of the two-number key of every lock on attempts; Postgres keeps two-number
 * advisory keys apart from the one-number keys of the migrations and the job queue.
 */
const ATTEMPTS_LOCK_CLASS = 7301;

/**
 * Runs `work` in a transaction that holds a lock on `key` (a subject's attempts) until it ends:
 * whatever weighs and writes that subject's attempts takes turns, on one instance or several,
 * so no attempt is weighed without the ones that committed just before it.
 */
export async function withAttemptsLock<T>(
  db: Executor,
  key: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPTS_LOCK_CLASS}, hashtext(${key}))`);
    return work(tx);
  });
}

/**
 * The attempts of one kind and subject in the window since `since`: how many, and when the
 * latest was. What a limit weighs the next attempt against, under `withAttemptsLock`.
 */
export async function attemptsSince(
  db: Executor,
  kind: string,
  subject: string,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.subject, subject),
        gt(authAttempts.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/**
 * Counts an attempt against a limit of `limit` in the window since `since`, race-safe: attempts
 * on one subject are weighed one after another (withAttemptsLock), so attempts sent at the same
 * moment, to one instance or several, cannot all pass a count none of them was in. Answers the
 * attempt's id, or null (and nothing counted) when the limit is reached.
 */
export async function takeAttemptSlot(
  db: Executor,
  kind: string,
  subject: string,
  limit: number,
  since: Date,
  now: Date,
): Promise<number | null> {
  return withAttemptsLock(db, `${kind}:${subject}`, async (tx) => {
    const before = await attemptsSince(tx, kind, subject, since);
    if (before.count >= limit) return null;
    return recordAttempt(tx, kind, subject, now);
  });
}

/** Takes back an attempt that turned out not to count. */
export async function releaseAttempt(db: Executor, id: number) {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

export async function insertOtpChallenge(
  db: Executor,
  challenge: typeof otpChallenges.$inferInsert,
) {
  await db.insert(otpChallenges).values(challenge);
}

export type ChallengePurpose = 'password_reset' | 'account_invite' | 'mobile_change';

/** The newest code of a user for one purpose, verified or not: a resend supersedes the others. */
export async function latestChallenge(
  db: Executor,
  userId: number,
  purpose: ChallengePurpose = 'password_reset',
) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** Counts one try atomically and answers the new count, so parallel guesses cannot exceed the limit. */
export async function incrementOtpAttempts(db: Executor, challengeId: number): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challengeId))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function markOtpVerified(
  db: Executor,
  challengeId: number,
  resetTokenHash: string,
  resetExpiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ verifiedAt: new Date(), resetTokenHash, resetExpiresAt })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.verifiedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Marks a code used (a confirmed mobile change); answers false if it already was. */
export async function markChallengeUsed(db: Executor, challengeId: number, at: Date) {
  const rows = await db
    .update(otpChallenges)
    .set({ usedAt: at, verifiedAt: at })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.usedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** A password set another way makes any waiting set-password link of the account pointless. */
export async function closeAccountInvites(db: Executor, userId: number, at: Date) {
  await db
    .update(otpChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.purpose, 'account_invite'),
        isNull(otpChallenges.usedAt),
      ),
    );
}

/** Uses a reset token once: answers the user id only to the first caller. */
export async function consumeResetToken(db: Executor, resetTokenHash: string, at: Date) {
  const [row] = await db
    .update(otpChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(otpChallenges.resetTokenHash, resetTokenHash),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.resetExpiresAt, at),
      ),
    )
    .returning({ userId: otpChallenges.userId });
  return row?.userId;
}

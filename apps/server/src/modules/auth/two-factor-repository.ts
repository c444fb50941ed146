import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sessions,
  twoFactorChallenges,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from '../../db/schema';

export type TwoFactorCredential = typeof twoFactorCredentials.$inferSelect;
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;

export async function findCredential(
  db: Executor,
  userId: number,
): Promise<TwoFactorCredential | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId));
  return row;
}

/** The confirmed authenticator of a user, if they have one. */
export async function findEnabledCredential(db: Executor, userId: number) {
  const row = await findCredential(db, userId);
  return row?.enabledAt ? row : undefined;
}

/**
 * Stores a new enrolment waiting for its first code, replacing one that was waiting. Answers
 * false when two-factor is already on (a confirmed row is never replaced here).
 */
export async function upsertPendingCredential(
  db: Executor,
  userId: number,
  secretSealed: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactorCredentials)
    .values({ userId, secretSealed, createdAt: at })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secretSealed, createdAt: at, lastUsedStep: null },
      setWhere: isNull(twoFactorCredentials.enabledAt),
    })
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/** Turns a waiting enrolment on with the step of its first code; false if it was not waiting. */
export async function enableCredential(
  db: Executor,
  userId: number,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ enabledAt: at, lastUsedStep: step })
    .where(and(eq(twoFactorCredentials.userId, userId), isNull(twoFactorCredentials.enabledAt)))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/**
 * Records the step of an accepted code, only if it is later than the last one: of two requests
 * racing with the same code, one gets true.
 */
export async function recordUsedStep(db: Executor, userId: number, step: number) {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        isNotNull(twoFactorCredentials.enabledAt),
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/** Two-factor off: the authenticator and every recovery code of the user go. */
export async function deleteCredential(db: Executor, userId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
}

/** Replaces every recovery code of a user with new ones (their HMACs). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: string[],
  at: Date,
) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Uses a recovery code once: true only for the first caller with an unused code. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertChallenge(
  db: Executor,
  challenge: typeof twoFactorChallenges.$inferInsert,
) {
  await db.insert(twoFactorChallenges).values(challenge);
}

export async function findChallenge(
  db: Executor,
  tokenHash: string,
): Promise<TwoFactorChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, tokenHash));
  return row;
}

/** Counts one try atomically and answers the new count. */
export async function incrementChallengeAttempts(db: Executor, challengeId: number) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, challengeId))
    .returning({ attempts: twoFactorChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Finishes a challenge once: true only for the first caller. */
export async function markChallengeUsed(db: Executor, challengeId: number, at: Date) {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: at })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}

/** Ends every session of a user but one (the one that just turned two-factor on). */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

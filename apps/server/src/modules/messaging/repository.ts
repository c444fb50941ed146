import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { languageOr, type Language } from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { outbox, users } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export async function enqueue(
  db: Executor,
  message: {
    channel: 'sms' | 'email';
    recipient: string;
    body: string;
    kind: string;
    params: Record<string, string>;
    language: Language;
  },
) {
  // Due from this process's clock, the one the claim compares with: the database's now() has
  // microseconds, and a claim in the same millisecond would find the message not yet due.
  const [row] = await db
    .insert(outbox)
    .values({ ...message, nextAttemptAt: new Date() })
    .returning({ id: outbox.id });
  return row!.id;
}

/** The language the person who logs in with this mobile number chose, if any. */
export async function languageOfRecipient(db: Executor, mobile: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.mobileNumber, mobile))
    .limit(1);
  return languageOr(row?.language, null);
}

export async function listOutbox(db: Executor, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox);
  return { rows, total: count?.count ?? 0 };
}

/**
 * Takes up to `limit` due SMS rows for this worker: queued rows whose backoff is over, and rows
 * left in `sending` past their lease (a worker died or timed out mid-send). SKIP LOCKED lets
 * several instances claim side by side without ever taking the same row; the claim commits at
 * once, so the lease (next_attempt_at) keeps the others off while the provider is called.
 */
export async function claimDueSms(
  db: Database,
  now: Date,
  leaseEnds: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'sms'),
          inArray(outbox.status, ['queued', 'sending']),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: leaseEnds,
        updatedAt: now,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Only the claim that is still current may finish a row (a later claim bumped attempts). */
const stillClaimed = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

/** What a finished message keeps of its text and variables (see delivery.ts). */
export type FinishedText = Partial<Pick<OutboxRow, 'body' | 'params'>>;

export async function markSmsSent(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  providerMessageId: string | null,
  now: Date,
  text: FinishedText = {},
) {
  await db
    .update(outbox)
    .set({
      ...text,
      status: 'sent',
      providerMessageId,
      sentAt: now,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: now,
    })
    .where(stillClaimed(row));
}

/** A refused try with attempts left: back to the queue until `retryAt`. */
export async function requeueSms(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  retryAt: Date,
  now: Date,
) {
  await db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: retryAt, lastError: error, updatedAt: now })
    .where(stillClaimed(row));
}

/**
 * The last attempt is over without a send to show for it (the provider refused, or its answer
 * never came, or a worker died holding the row): failed for good. `attempts` is set to those
 * made, since a claim that gives up made none.
 */
export async function giveUpSms(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  attemptsMade: number,
  error: string,
  now: Date,
  text: FinishedText = {},
) {
  await db
    .update(outbox)
    .set({
      ...text,
      status: 'failed',
      attempts: attemptsMade,
      nextAttemptAt: null,
      lastError: error,
      updatedAt: now,
    })
    .where(stillClaimed(row));
}

/**
 * The provider's answer never came: it may or may not have sent. The row stays `sending` and is
 * taken again when its lease ends, like a row whose worker died.
 */
export async function noteSmsOutcomeUnknown(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
) {
  await db.update(outbox).set({ lastError: error, updatedAt: now }).where(stillClaimed(row));
}

/**
 * A delivery report from the provider: a sent row becomes delivered or failed, a failed one may
 * still turn out delivered, and a delivered row stays delivered (a replayed report changes
 * nothing). Answers how many rows changed.
 */
export async function applyDeliveryReport(
  db: Executor,
  providerMessageId: string,
  outcome: 'delivered' | 'failed',
  detail: string | null,
  now: Date,
): Promise<number> {
  const updated = await db
    .update(outbox)
    .set({
      status: outcome,
      nextAttemptAt: null,
      updatedAt: now,
      ...(outcome === 'failed' ? { lastError: detail ?? 'Not delivered.' } : {}),
    })
    .where(
      and(
        eq(outbox.providerMessageId, providerMessageId),
        inArray(outbox.status, outcome === 'delivered' ? ['sent', 'failed'] : ['sent']),
      ),
    )
    .returning({ id: outbox.id });
  return updated.length;
}

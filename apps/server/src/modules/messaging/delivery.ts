import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageOr } from '@portal/shared';
import type { Database } from '../../db/client';
import { SmsRejected, type SmsProvider } from './provider';
import {
  claimDueSms,
  giveUpSms,
  markSmsSent,
  noteSmsOutcomeUnknown,
  requeueSms,
  type FinishedText,
  type OutboxRow,
} from './repository';
import { isSmsKind, withoutSecrets } from './sms-kinds';

export interface DeliveryPolicy {
  /** Tries per message before it is failed for good. */
  maxAttempts: number;
  /** How long a claimed message is left alone; a message still `sending` after it is retried. */
  leaseMs: number;
  /** The provider call's limit; well under the lease, so a live worker always records first. */
  timeoutMs: number;
  /** The wait after the first refusal, doubled after each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 5,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
};

export interface SmsDeliveryDeps {
  db: Database;
  provider: SmsProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
  policy?: Partial<DeliveryPolicy>;
  /**
   * Keep a finished message's codes and links in the outbox (demo mode, where the outbox screen
   * is how testers read them). Otherwise a message that was sent or failed for good keeps only
   * its masked text: one-time codes and set-password links do not stay in the database.
   */
  keepSecrets?: boolean;
}

export interface DeliveryRun {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Calls without an answer: retried when their lease ends. */
  unknown: number;
}

type Outcome = keyof Omit<DeliveryRun, 'claimed'>;

/** Exponential backoff after the n-th attempt (1-based). */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
}

/**
 * Sends the SMS that are due, at most `limit` of them, and records each outcome. Safe to run on
 * several instances at once: a message is claimed by one worker only (repository.claimDueSms).
 * The messages of one run are sent side by side, so each finishes within the timeout, well
 * inside its lease. The job scheduler calls this; until it exists, delivery-job.ts does.
 */
export async function sendDueSms(
  deps: SmsDeliveryDeps,
  { limit = 20 }: { limit?: number } = {},
): Promise<DeliveryRun> {
  const policy = { ...DEFAULT_DELIVERY_POLICY, ...deps.policy };
  const clock = () => deps.now?.() ?? new Date();
  const now = clock();
  const rows = await claimDueSms(deps.db, now, new Date(now.getTime() + policy.leaseMs), limit);
  const run: DeliveryRun = { claimed: rows.length, sent: 0, retrying: 0, failed: 0, unknown: 0 };
  const outcomes = await Promise.all(rows.map((row) => deliver(deps, policy, clock, row)));
  for (const outcome of outcomes) run[outcome] += 1;
  return run;
}

async function deliver(
  deps: SmsDeliveryDeps,
  policy: DeliveryPolicy,
  clock: () => Date,
  row: OutboxRow,
): Promise<Outcome> {
  const { db, provider, log } = deps;
  // What the row keeps once it is finished, worked out only when it is.
  const finished = (): FinishedText => (deps.keepSecrets ? {} : withoutSecrets(row));
  if (row.attempts > policy.maxAttempts) {
    // A worker died (or got no answer) on the last attempt and its lease is over.
    const error = `Gave up after ${policy.maxAttempts} attempts. ${row.lastError ?? ''}`.trim();
    await giveUpSms(db, row, policy.maxAttempts, error, clock(), finished());
    return 'failed';
  }
  if (!isSmsKind(row.kind) || !row.params) {
    const error = 'No message kind: no template to send.';
    await giveUpSms(db, row, row.attempts - 1, error, clock(), finished());
    return 'failed';
  }
  const context = { outboxId: row.id, kind: row.kind, attempt: row.attempts };
  try {
    const { providerMessageId } = await provider.send(
      {
        id: row.id,
        recipient: row.recipient,
        kind: row.kind,
        params: row.params,
        body: row.body,
        language: languageOr(row.language, DEFAULT_LANGUAGE),
      },
      AbortSignal.timeout(policy.timeoutMs),
    );
    await markSmsSent(db, row, providerMessageId, clock(), finished());
    return 'sent';
  } catch (error) {
    const now = clock();
    if (error instanceof SmsRejected) {
      log.warn({ ...context, reason: error.message }, 'sms refused by the provider');
      if (row.attempts >= policy.maxAttempts) {
        await giveUpSms(db, row, row.attempts, error.message, now, finished());
        return 'failed';
      }
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, policy));
      await requeueSms(db, row, error.message, retryAt, now);
      return 'retrying';
    }
    const reason = `No answer from the provider (${describe(error)}): it may have been sent; tried again when the lease ends.`;
    log.warn({ ...context, reason }, 'sms outcome unknown');
    await noteSmsOutcomeUnknown(db, row, reason, now);
    return 'unknown';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `${error.message}: ${code}` : error.message;
  }
  return String(error);
}

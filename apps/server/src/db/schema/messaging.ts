import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every SMS and e-mail the portal sends goes through this outbox first: it is the delivery queue
 * (modules/messaging/delivery.ts). A row is written in the caller's transaction, so a rolled-back
 * transaction sends nothing; a worker claims due rows and hands them to the provider.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 256 }).notNull(),
    /** The rendered catalogue text, for the outbox screen. */
    body: text('body').notNull(),
    /** queued, sending, sent, failed, delivered (SMS_STATUSES in @portal/shared). */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    /** Which provider template the message uses (null on rows written before kinds existed). */
    kind: varchar('kind', { length: 40 }),
    /** The template's variables, sent to the provider. */
    params: jsonb('params').$type<Record<string, string>>(),
    /** The language of the body and template (en, hi, gu); null on rows from before languages. */
    language: varchar('language', { length: 2 }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take the row: the backoff's next try while queued, the lease's end while
     * sending. Null once the row is finished (and on rows written before delivery existed).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

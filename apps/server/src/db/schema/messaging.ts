import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every SMS and e-mail the portal sends goes through this outbox first. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 256 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

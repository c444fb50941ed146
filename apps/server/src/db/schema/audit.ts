import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Append-only (a trigger refuses UPDATE and DELETE): who did what, when, from where.
 * Partitioned by month of `at` (migration 0020; drizzle does not describe partitions): the
 * retention job drops whole months (modules/audit/partitions.ts). The key is (id, at) because a
 * partitioned table's key must hold the partition column.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }),
    entityId: varchar('entity_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail'),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.id, t.at] }),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);

import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Append-only (a trigger refuses UPDATE and DELETE): who did what, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }),
    entityId: varchar('entity_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);

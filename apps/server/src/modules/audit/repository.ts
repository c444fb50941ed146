import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** The table row of an audit entry. */
export function toAuditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  };
}

/** Appends one line to the audit log. Never pass secrets or clinical content in detail. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(toAuditRow(entry));
}

/** The filters of a search or an export as its audit line records them (no empty keys). */
export function recordedFilters(filters: object): Record<string, unknown> | undefined {
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

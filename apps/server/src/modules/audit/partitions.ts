import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

/** Month partitions kept ready ahead of the clock, so a line never finds no partition. */
export const AUDIT_MONTHS_AHEAD = 3;

export interface AuditPartition {
  name: string;
  /** The first instant after the partition's lines (its upper bound). */
  endsAt: Date;
}

/**
 * The partitions of audit_log with their upper bound, oldest first. The bound is read back
 * from PostgreSQL's own text of it and cast there, whatever the session's time zone.
 */
export async function listAuditPartitions(db: Database): Promise<AuditPartition[]> {
  const rows = await rowsOf<{ name: string; ends_at: string | Date }>(
    db,
    sql`
    select c.relname as name,
      substring(pg_get_expr(c.relpartbound, c.oid) from 'TO [(]''([^'']+)''[)]')::timestamptz as ends_at
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'audit_log'::regclass
    order by ends_at`,
  );
  return rows.map((row) => {
    const endsAt = new Date(row.ends_at);
    // A bound that cannot be read must never pass for an old one.
    if (Number.isNaN(endsAt.getTime())) throw new Error(`unreadable bound of ${row.name}`);
    return { name: row.name, endsAt };
  });
}

/** Creates the month partitions missing from this month to AUDIT_MONTHS_AHEAD ahead. */
export async function addAuditMonths(db: Database): Promise<number> {
  const [row] = await rowsOf<{ created: number }>(
    db,
    sql`select audit_log_add_months(${AUDIT_MONTHS_AHEAD}) as created`,
  );
  return Number(row?.created ?? 0);
}

/** The first instant whose lines the retention still keeps: `months` calendar months back (UTC). */
export function retentionHorizon(now: Date, months: number): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate(), now.getUTCHours()),
  );
}

/**
 * Drops every partition whose lines are all older than the horizon: constant time whatever a
 * month holds, and the append-only trigger is not involved (no row is deleted). Each drop waits
 * at most 5 s for its lock, so a long read of the log delays it to the next run instead of
 * making every writer queue behind it. Answers the names dropped.
 */
export async function dropExpiredAuditPartitions(db: Database, horizon: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const partition of await listAuditPartitions(db)) {
    if (partition.endsAt > horizon) break;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`drop table ${sql.identifier(partition.name)}`);
    });
    dropped.push(partition.name);
  }
  return dropped;
}

/** The audit job: months ahead made ready, months past the retention dropped. */
export async function maintainAuditLog(db: Database, retentionMonths: number, now = new Date()) {
  const created = await addAuditMonths(db);
  const dropped = await dropExpiredAuditPartitions(db, retentionHorizon(now, retentionMonths));
  return { created, dropped };
}

import type { Database } from '../../db/client';
import { runNamed } from '../../db/prepared';
import { auditLog } from '../../db/schema';
import { toAuditRow, type AuditEntry } from './repository';

type AuditRow = typeof auditLog.$inferInsert;

/**
 * A batch of lines as one statement of seven arrays: prepared once per connection, whatever the
 * batch's size (a multi-row INSERT would be a new statement, built value by value, each time).
 */
const insertBatch = {
  name: 'audit_read_batch',
  text: `insert into audit_log (at, actor_user_id, action, entity, entity_id, ip, detail)
    select * from unnest($1::timestamptz[], $2::int[], $3::varchar[], $4::varchar[],
      $5::varchar[], $6::varchar[], $7::jsonb[])`,
};

function writeBatch(db: Database, batch: AuditRow[]) {
  return runNamed(db, insertBatch, [
    batch.map((row) => row.at ?? new Date()),
    batch.map((row) => row.actorUserId ?? null),
    batch.map((row) => row.action),
    batch.map((row) => row.entity ?? null),
    batch.map((row) => row.entityId ?? null),
    batch.map((row) => row.ip ?? null),
    batch.map((row) =>
      row.detail === null || row.detail === undefined ? null : JSON.stringify(row.detail),
    ),
  ]);
}

/** How long a read's audit line may wait in memory, and how many lines make a batch. */
export const READ_AUDIT_FLUSH_MS = 100;
export const READ_AUDIT_BATCH = 200;
/** Lines kept while the database refuses them; beyond this the oldest are dropped (and logged). */
const MAX_PENDING = 20_000;

/**
 * Audit lines of hot read routes (the patient list), written in one multi-row INSERT every
 * READ_AUDIT_FLUSH_MS or READ_AUDIT_BATCH lines instead of one INSERT (and one commit) per
 * request. The trade-off: a crash of the process loses at most the lines of the last
 * ~100 ms; a graceful stop flushes them (close()). Writes and security events stay synchronous
 * (recordAudit), inside the caller's transaction.
 */
export class ReadAuditBuffer {
  private pending: AuditRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown, lost: number) => void = () => {},
  ) {}

  add(entry: AuditEntry) {
    // The line carries its own time: the moment of the read, not of the batch.
    this.pending.push({ ...toAuditRow(entry), at: new Date() });
    if (this.pending.length >= READ_AUDIT_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), READ_AUDIT_FLUSH_MS);
  }

  /** Writes every waiting line; batches run one after another, in order. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) {
      this.flushing = this.flushing.then(() => this.write(batch));
    }
    return this.flushing;
  }

  private async write(batch: AuditRow[]) {
    try {
      await writeBatch(this.db, batch);
    } catch (error) {
      // Keep the lines for the next flush, unless that would hold memory without bound.
      this.pending = [...batch, ...this.pending];
      const lost = Math.max(0, this.pending.length - MAX_PENDING);
      if (lost > 0) this.pending.splice(0, lost);
      this.onError(error, lost);
      this.timer ??= setTimeout(() => void this.flush(), READ_AUDIT_FLUSH_MS * 10);
    }
  }

  /** Flushes before the database closes; a last failure is reported, not retried. */
  async close() {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length > 0) {
      this.onError(new Error('audit lines left unwritten at shutdown'), this.pending.length);
    }
  }
}

const buffers = new WeakMap<Database, ReadAuditBuffer>();

/**
 * Routes the read-audit lines of this database through a buffer (the app does, on start);
 * answers the function that flushes it and stops routing lines to it (the app's close).
 */
export function bufferReadAudits(db: Database, buffer: ReadAuditBuffer) {
  buffers.set(db, buffer);
  return async () => {
    if (buffers.get(db) === buffer) buffers.delete(db);
    await buffer.close();
  };
}

/**
 * Records the audit line of a read of patient data. Buffered when the app set a buffer up for
 * this database; written at once otherwise (scripts).
 */
export async function recordReadAudit(db: Database, entry: AuditEntry): Promise<void> {
  const buffer = buffers.get(db);
  if (buffer) buffer.add(entry);
  else await db.insert(auditLog).values(toAuditRow(entry));
}

/** Writes the waiting read-audit lines of a database now (tests, shutdown). */
export async function flushReadAudits(db: Database) {
  await buffers.get(db)?.flush();
}

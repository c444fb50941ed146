import { and, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { dayStartInIndia, type AuditLine } from '@portal/shared';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { escapeLike } from '../../lib/like-pattern';

export interface AuditFilters {
  patientId?: number | undefined;
  actorMobile?: string | undefined;
  action?: string | undefined;
  /** Days in India, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Where the next page starts: the time (to the microsecond, as stored) and id of the last line. */
interface Cursor {
  at: string;
  id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,18})$/;

export function parseCursor(text: string | undefined): Cursor | null | 'invalid' {
  if (text === undefined) return null;
  const match = CURSOR.exec(text);
  return match ? { at: match[1]!, id: Number(match[2]) } : 'invalid';
}

/**
 * The conditions of a search; null when it can match nothing (a mobile number no user has).
 * Each filter rides an index: the patient on (entity, entity_id, at), the user on
 * (actor_user_id, at), the days on (at) and on the partitions they fall in.
 */
async function conditionsOf(db: Database, filters: AuditFilters): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  if (filters.patientId !== undefined) {
    conditions.push(
      eq(auditLog.entity, 'patient'),
      eq(auditLog.entityId, String(filters.patientId)),
    );
  }
  if (filters.actorMobile !== undefined) {
    const [actor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, filters.actorMobile));
    if (!actor) return null;
    conditions.push(eq(auditLog.actorUserId, actor.id));
  }
  if (filters.action !== undefined) {
    // `like` reads _ as any one character: an action prefix matches itself only.
    conditions.push(like(auditLog.action, `${escapeLike(filters.action)}%`));
  }
  if (filters.from !== undefined) {
    conditions.push(gte(auditLog.at, dayStartInIndia(filters.from)));
  }
  if (filters.to !== undefined) {
    conditions.push(lt(auditLog.at, dayStartInIndia(filters.to, 1)));
  }
  return conditions;
}

/** The lines, newest first, with the user who acted; `after` continues an earlier page. */
async function readLines(db: Database, conditions: SQL[], after: Cursor | null, limit: number) {
  const where = [...conditions];
  if (after) {
    const at = sql`${after.at}::timestamptz`;
    where.push(lte(auditLog.at, at), or(lt(auditLog.at, at), lt(auditLog.id, after.id))!);
  }
  return db
    .select({
      id: auditLog.id,
      // The exact stored time: a JavaScript Date keeps milliseconds, the column microseconds.
      at: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorUserId: auditLog.actorUserId,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorMobile: users.mobileNumber,
      actorType: users.userType,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

type LineRow = Awaited<ReturnType<typeof readLines>>[number];

function toLine(row: LineRow): AuditLine {
  return {
    id: Number(row.id),
    at: row.at,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
            mobileNumber: row.actorMobile ?? '',
            userType: row.actorType ?? '',
          },
    actorUserId: row.actorUserId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    ip: row.ip,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
  };
}

const cursorOf = (line: AuditLine) => `${line.at}_${line.id}`;

/** One page of a search, newest first, and where the next one starts. */
export async function searchAudit(
  db: Database,
  filters: AuditFilters,
  after: Cursor | null,
  pageSize: number,
): Promise<{ data: AuditLine[]; nextCursor: string | null }> {
  const conditions = await conditionsOf(db, filters);
  if (!conditions) return { data: [], nextCursor: null };
  const rows = await readLines(db, conditions, after, pageSize + 1);
  const data = rows.slice(0, pageSize).map(toLine);
  return { data, nextCursor: rows.length > pageSize ? cursorOf(data.at(-1)!) : null };
}

/** Every line of a search, a batch at a time (an export of a year must not sit in memory). */
export async function* eachAuditLine(
  db: Database,
  filters: AuditFilters,
  batchSize = 2_000,
): AsyncGenerator<AuditLine> {
  const conditions = await conditionsOf(db, filters);
  if (!conditions) return;
  let after: Cursor | null = null;
  for (;;) {
    const lines: AuditLine[] = (await readLines(db, conditions, after, batchSize)).map(toLine);
    yield* lines;
    if (lines.length < batchSize) return;
    const last: AuditLine = lines.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

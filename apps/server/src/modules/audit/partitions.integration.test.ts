import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { testDatabase } from '../../../test/helper';
import { recordAudit } from './repository';
import {
  AUDIT_MONTHS_AHEAD,
  addAuditMonths,
  listAuditPartitions,
  maintainAuditLog,
  retentionHorizon,
} from './partitions';

/** audit_log_YYYY_MM of the month `offset` months from now (UTC). */
function monthName(offset: number, now = new Date()) {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `audit_log_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

describe('audit log partitions', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabase();
  });
  afterAll(() => handle.close());

  it('is a table partitioned by month, ready from this month to three ahead', async () => {
    const [table] = await rowsOf<{ relkind: string }>(
      handle.db,
      sql`select relkind from pg_class where oid = 'audit_log'::regclass`,
    );
    expect(table?.relkind).toBe('p');
    const names = (await listAuditPartitions(handle.db)).map((partition) => partition.name);
    const expected = Array.from({ length: AUDIT_MONTHS_AHEAD + 1 }, (_, i) => monthName(i));
    expect(names).toEqual(expected);
    // Nothing to add on a second call.
    expect(await addAuditMonths(handle.db)).toBe(0);
  });

  it('puts a line in the partition of its month', async () => {
    await recordAudit(handle.db, { actorUserId: null, action: 'test.partitioned' });
    const [row] = await rowsOf<{ partition: string }>(
      handle.db,
      sql`select tableoid::regclass::text as partition from audit_log where action = 'test.partitioned'`,
    );
    expect(row?.partition).toBe(monthName(0));
  });

  it('drops whole months past the retention, never a month it still keeps', async () => {
    // An old month, as a database running for years would have.
    await handle.db.execute(
      sql.raw(`create table audit_log_2019_12 partition of audit_log
        for values from ('2019-12-01 00:00:00+00') to ('2020-01-01 00:00:00+00')`),
    );
    await handle.db.execute(
      sql.raw(`insert into audit_log (at, action) values ('2019-12-15 10:00:00+00', 'test.old')`),
    );
    await recordAudit(handle.db, { actorUserId: null, action: 'test.recent' });

    const kept = await maintainAuditLog(handle.db, 84, new Date('2026-11-23T12:00:00Z'));
    expect(kept.dropped).toEqual([]); // Seven years back from 2026-11 is 2019-11: December stays.

    const done = await maintainAuditLog(handle.db, 12);
    expect(done.dropped).toEqual(['audit_log_2019_12']);
    const actions = await rowsOf<{ action: string }>(
      handle.db,
      sql`select action from audit_log where action like 'test.%' order by action`,
    );
    expect(actions.map((row) => row.action)).toEqual(['test.partitioned', 'test.recent']);
    expect((await listAuditPartitions(handle.db))[0]?.name).toBe(monthName(0));
  });

  it('still refuses to change or delete a line', async () => {
    await expect(
      handle.db.execute(sql`delete from audit_log where action = 'test.recent'`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update audit_log set action = 'x' where action = 'test.recent'`),
    ).rejects.toThrow();
  });
});

describe('retentionHorizon', () => {
  it('goes back whole calendar months', () => {
    expect(retentionHorizon(new Date('2026-11-23T12:00:00Z'), 12).toISOString()).toBe(
      '2025-11-23T12:00:00.000Z',
    );
    expect(retentionHorizon(new Date('2026-03-05T00:00:00Z'), 84).toISOString()).toBe(
      '2019-03-05T00:00:00.000Z',
    );
  });
});

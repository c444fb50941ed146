import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import {
  READ_AUDIT_BATCH,
  READ_AUDIT_FLUSH_MS,
  ReadAuditBuffer,
  bufferReadAudits,
  recordReadAudit,
} from './read-buffer';

/**
 * A stand-in for the database: records each write (a batch's arrays turned back into lines, or
 * a single line), or refuses while `failing`.
 */
function fakeDatabase() {
  const inserts: unknown[][] = [];
  const state = { failing: false };
  const refuseOrRecord = async (rows: unknown[]) => {
    await Promise.resolve();
    if (state.failing) throw new Error('database down');
    inserts.push(rows);
  };
  const db = {
    insert: () => ({
      values: (row: unknown) => refuseOrRecord([row]),
    }),
    // The embedded database's client, as runNamed uses it: one statement of seven arrays.
    $client: {
      query: async (_text: string, values: unknown[][]) => {
        const [at, actors, actions, entities] = values as [Date[], number[], string[], string[]];
        await refuseOrRecord(
          actors.map((actorUserId, index) => ({
            at: at[index],
            actorUserId,
            action: actions[index],
            entity: entities[index],
          })),
        );
        return { rows: [] };
      },
    },
  } as unknown as Database;
  return { db, inserts, state };
}

const line = (n: number) => ({ actorUserId: n, action: 'patient.list', entity: 'hospital' });

describe('read audit buffer', () => {
  afterEach(() => vi.useRealTimers());

  it('writes waiting lines in one INSERT after the flush interval, not one per read', async () => {
    vi.useFakeTimers();
    const { db, inserts } = fakeDatabase();
    const buffer = new ReadAuditBuffer(db);
    for (let n = 0; n < 5; n += 1) buffer.add(line(n));
    expect(inserts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(READ_AUDIT_FLUSH_MS);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.map((row) => (row as { actorUserId: number }).actorUserId)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect((inserts[0]![0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('writes a full batch at once, without waiting for the interval', async () => {
    const { db, inserts } = fakeDatabase();
    const buffer = new ReadAuditBuffer(db);
    for (let n = 0; n < READ_AUDIT_BATCH; n += 1) buffer.add(line(n));
    await buffer.flush();
    expect(inserts.map((rows) => rows.length)).toEqual([READ_AUDIT_BATCH]);
    await buffer.close();
  });

  it('keeps the lines when the database refuses them and writes them on the next flush', async () => {
    const { db, inserts, state } = fakeDatabase();
    const onError = vi.fn();
    const buffer = new ReadAuditBuffer(db, onError);
    state.failing = true;
    buffer.add(line(1));
    await buffer.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 0);
    state.failing = false;
    buffer.add(line(2));
    await buffer.close();
    expect(inserts.flat().map((row) => (row as { actorUserId: number }).actorUserId)).toEqual([
      1, 2,
    ]);
  });

  it('reports the lines a failing database leaves at close', async () => {
    const { db, state } = fakeDatabase();
    const onError = vi.fn();
    const buffer = new ReadAuditBuffer(db, onError);
    state.failing = true;
    buffer.add(line(1));
    await buffer.close();
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 1);
  });

  it('writes at once without a buffer, and through it until the app stops it', async () => {
    const { db, inserts } = fakeDatabase();
    await recordReadAudit(db, line(1));
    expect(inserts).toHaveLength(1);
    const stop = bufferReadAudits(db, new ReadAuditBuffer(db));
    await recordReadAudit(db, line(2));
    expect(inserts).toHaveLength(1);
    await stop();
    expect(inserts).toHaveLength(2);
    await recordReadAudit(db, line(3));
    expect(inserts).toHaveLength(3);
  });
});

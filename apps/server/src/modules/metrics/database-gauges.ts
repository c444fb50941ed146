import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { rowsOf, type Database } from '../../db/client';
import type { Metrics } from './registry';

/** Outbox rows by status: one query shared by the two gauges a scrape collects together. */
function outboxCounts(db: Database) {
  let inFlight: Promise<{ status: string; n: number }[]> | undefined;
  return () => {
    inFlight ??= rowsOf<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from outbox group by status`,
    ).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * What an operator watches in the database: is it up, how busy is the pool, how much waits in
 * the outbox and how much has failed there, how many payments are waiting for the gateway.
 */
export function registerDatabaseGauges(metrics: Metrics, db: Database) {
  const client = (db as unknown as { $client: unknown }).$client;
  metrics.registerGauge(
    'portal_db_clients',
    'Database connections: total, idle, and requests waiting for one (PostgreSQL pool); the embedded PGlite is one in-process connection.',
    () => {
      if (client instanceof pg.Pool) {
        return [
          { labels: { state: 'total' }, value: client.totalCount },
          { labels: { state: 'idle' }, value: client.idleCount },
          { labels: { state: 'waiting' }, value: client.waitingCount },
        ];
      }
      return [
        { labels: { state: 'total' }, value: client instanceof PGlite && !client.closed ? 1 : 0 },
      ];
    },
    ['state'],
  );
  metrics.registerGauge('portal_db_up', '1 when the database answered this scrape.', async () => {
    try {
      await db.execute(sql`select 1`);
      return 1;
    } catch {
      return 0;
    }
  });

  const outbox = outboxCounts(db);
  metrics.registerGauge(
    'portal_outbox_messages',
    'SMS and e-mail outbox rows by status (queued: waiting to be sent; failed: given up).',
    async () => {
      // queued and failed are always there (0 when none), so alerts on them see a series.
      const counts = new Map([
        ['queued', 0],
        ['failed', 0],
      ]);
      for (const row of await outbox()) counts.set(row.status, row.n);
      return [...counts].map(([status, value]) => ({ labels: { status }, value }));
    },
    ['status'],
  );
  metrics.registerGauge(
    'portal_job_queue_depth',
    'Jobs waiting, by queue (the outbox for now; the job scheduler adds its queues).',
    async () => [
      {
        labels: { queue: 'outbox' },
        value: (await outbox()).find((row) => row.status === 'queued')?.n ?? 0,
      },
    ],
    ['queue'],
  );

  metrics.registerGauge(
    'portal_payment_orders_pending',
    'Payment orders still pending at the gateway.',
    async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from payment_orders where status = 'pending'`,
      );
      return row?.n ?? 0;
    },
  );
  metrics.registerGauge(
    'portal_payment_orders_pending_oldest_seconds',
    'Age of the oldest pending payment order (0 when none): reconciliation should keep it low.',
    async () => {
      const [row] = await rowsOf<{ age: number | null }>(
        db,
        sql`select extract(epoch from now() - min(created_at))::float8 as age
            from payment_orders where status = 'pending'`,
      );
      return row?.age ?? 0;
    },
  );
}

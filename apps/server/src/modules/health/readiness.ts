import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

export type CheckDetails = Record<string, number | null>;

export interface CheckResult {
  status: 'ok' | 'failed';
  details?: CheckDetails;
}

interface CheckOptions {
  /** A failed critical check makes readiness answer 503 (take this instance out of rotation). */
  critical: boolean;
  /** Reuse an answer this long: the load balancer polls readiness every few seconds. */
  cacheMs?: number;
}

export interface Readiness {
  /** The job scheduler registers its own check here (its queue's lag, say). */
  register(name: string, check: () => Promise<CheckDetails>, options: CheckOptions): void;
  run(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }>;
}

const DATABASE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(): Readiness {
  const checks = new Map<
    string,
    CheckOptions & {
      check: () => Promise<CheckDetails>;
      cached?: { at: number; result: CheckResult };
    }
  >();
  async function runOne(entry: NonNullable<ReturnType<typeof checks.get>>): Promise<CheckResult> {
    if (entry.cached && Date.now() - entry.cached.at < (entry.cacheMs ?? 0))
      return entry.cached.result;
    let result: CheckResult;
    try {
      result = { status: 'ok', details: await entry.check() };
    } catch {
      // The reason goes to the logs of whoever owns the check, not to a public endpoint.
      result = { status: 'failed' };
    }
    entry.cached = { at: Date.now(), result };
    return result;
  }
  return {
    register(name, check, options) {
      checks.set(name, { ...options, check });
    },
    async run() {
      const names = [...checks.keys()];
      const results = await Promise.all(names.map((name) => runOne(checks.get(name)!)));
      const answer: Record<string, CheckResult> = {};
      let ready = true;
      names.forEach((name, index) => {
        answer[name] = results[index]!;
        if (checks.get(name)!.critical && results[index]!.status !== 'ok') ready = false;
      });
      return { ready, checks: answer };
    },
  };
}

/**
 * The database (critical: answers within 2 s) and the job queue (the outbox for now: how many
 * messages wait and for how long; informative, since every instance shares the one queue and
 * taking them all out of rotation would not send a message sooner).
 */
export function registerDefaultChecks(readiness: Readiness, db: Database) {
  readiness.register(
    'database',
    async () => {
      const started = performance.now();
      await withTimeout(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
      return { latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    },
    { critical: true },
  );
  readiness.register(
    'smsOutbox',
    async () => {
      const [row] = await rowsOf<{ queued: number; oldest: number | null }>(
        db,
        sql`select count(*)::int as queued,
                   extract(epoch from now() - min(created_at))::float8 as oldest
            from outbox where status = 'queued'`,
      );
      return {
        queued: row?.queued ?? 0,
        oldestQueuedSeconds: row?.oldest == null ? null : Math.round(row.oldest),
      };
    },
    { critical: false, cacheMs: 10_000 },
  );
}

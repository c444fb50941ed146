import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  cronEvery,
  errorText,
  notRunYet,
  type JobDefinition,
  type JobRunner,
  type JobStatus,
} from './types';

/** pg-boss keeps its tables in a schema of its own, created and migrated by pg-boss. */
const SCHEMA = 'pgboss';
/** Any number, apart from the migrations' own lock. */
const QUEUE_SETUP_LOCK_KEY = 7_240_118;

/** Runs `work` holding a session advisory lock on a connection of its own. */
async function whileLocked(connectionString: string, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString, application_name: 'portal-jobs-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    await work();
  } finally {
    await client.end();
  }
}

/** PostgreSQL's code for a deadlock: the statement was rolled back and may simply run again. */
const DEADLOCK = '40P01';

/**
 * Runs `work` again (a few times, with a short pause) when PostgreSQL picked it as the victim of
 * a deadlock. Creating a queue is DDL on pg-boss's partitioned job table; another instance's
 * pg-boss maintenance or polling, which the setup lock does not cover, can deadlock with it when
 * instances start together on a fresh database or a deploy adds a job while others run.
 */
async function retryOnDeadlock(work: () => Promise<void>, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

interface StatusRow {
  name: string;
  waiting: number;
  failed_last_day: number;
  last_finished_at: Date | null;
  last_state: 'completed' | 'failed' | null;
  last_output: { message?: string } | null;
}

/**
 * On PostgreSQL the jobs go through pg-boss: each job is a queue with the "stately" policy (at
 * most one run waiting and one running, whatever the number of instances), scheduled by cron
 * (pg-boss creates one run per minute slot across the cluster), retried with backoff. Every
 * instance works every queue; the database hands each run to one of them.
 */
export function pgBossJobRunner(
  definitions: JobDefinition[],
  connectionString: string,
  log: FastifyBaseLogger,
): JobRunner {
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 2,
    application_name: 'portal-jobs',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;

  return {
    async start() {
      await boss.start();
      started = true;
      // Instances starting together would create the same queues at once (pg-boss creates a
      // table per queue, and two creations deadlock): they take turns under a lock.
      await whileLocked(connectionString, async () => {
        for (const job of definitions) {
          const options = {
            name: job.name,
            policy: 'stately' as const,
            retryLimit: job.retryLimit,
            retryDelay: job.retryDelaySeconds ?? 30,
            retryBackoff: true,
            expireInSeconds: 15 * 60,
          };
          await retryOnDeadlock(async () => {
            if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, options);
            else await boss.createQueue(job.name, options);
            await boss.schedule(job.name, cronEvery(job.everyMinutes), {}, { tz: 'Asia/Kolkata' });
          });
        }
      });
      for (const job of definitions) {
        await boss.work(job.name, { pollingIntervalSeconds: 2 }, async ([run]) => {
          // One line per run, with pg-boss's id of it: which instance ran what, and when.
          log.info({ job: job.name, runId: run?.id }, 'job started');
          try {
            await job.run();
          } catch (error) {
            log.error({ err: error, job: job.name }, 'job failed');
            throw error;
          }
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
    async trigger(name) {
      if (!definitions.some((job) => job.name === name)) throw new Error(`unknown job ${name}`);
      // With the stately policy a second waiting run is not created.
      await boss.send(name, {});
    },
    async status(): Promise<JobStatus[]> {
      if (!started) return definitions.map(notRunYet);
      const names = definitions.map((job) => job.name);
      const { rows } = await boss.getDb().executeSql(
        `select name,
                count(*) filter (where state in ('created', 'retry'))::int as waiting,
                count(*) filter (where state = 'failed')::int as failed_last_day,
                (array_agg(completed_on order by completed_on desc)
                   filter (where state in ('completed', 'failed')))[1] as last_finished_at,
                (array_agg(state::text order by completed_on desc)
                   filter (where state in ('completed', 'failed')))[1] as last_state,
                (array_agg(output order by completed_on desc)
                   filter (where state in ('completed', 'failed')))[1] as last_output
           from ${SCHEMA}.job
          where name = any($1) and created_on > now() - interval '1 day'
          group by name`,
        [names],
      );
      const byName = new Map((rows as StatusRow[]).map((row) => [row.name, row]));
      return definitions.map((job) => {
        const row = byName.get(job.name);
        if (!row) return notRunYet(job);
        return {
          name: job.name,
          everyMinutes: job.everyMinutes,
          lastFinishedAt: row?.last_finished_at
            ? new Date(row.last_finished_at).toISOString()
            : null,
          lastState: row?.last_state ?? null,
          lastError:
            row?.last_state === 'failed' ? errorText(row.last_output?.message ?? 'failed') : null,
          failedLastDay: row?.failed_last_day ?? 0,
          waiting: row?.waiting ?? 0,
        };
      });
    },
  };
}

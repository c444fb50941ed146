import type { Readiness } from '../health/readiness';
import type { Metrics } from '../metrics';
import type { JobRunner } from './types';

/**
 * The jobs in /metrics (runs waiting, runs failed in the last day, per job) and in readiness
 * (the job queue answers; not critical: an instance still serves requests without it).
 */
export function observeJobs(jobs: JobRunner, metrics: Metrics, readiness: Readiness) {
  metrics.registerGauge(
    'portal_jobs_waiting',
    'Runs of each background job waiting to start or to be retried.',
    async () =>
      (await jobs.status()).map((job) => ({ labels: { job: job.name }, value: job.waiting })),
    ['job'],
  );
  metrics.registerGauge(
    'portal_jobs_failed_last_day',
    'Runs of each background job that failed after their retries, in the last 24 hours.',
    async () =>
      (await jobs.status()).map((job) => ({
        labels: { job: job.name },
        value: job.failedLastDay,
      })),
    ['job'],
  );
  readiness.register(
    'jobs',
    async () => {
      const status = await jobs.status();
      return {
        waiting: status.reduce((sum, job) => sum + job.waiting, 0),
        failedLastDay: status.reduce((sum, job) => sum + job.failedLastDay, 0),
      };
    },
    { critical: false, cacheMs: 10_000 },
  );
}

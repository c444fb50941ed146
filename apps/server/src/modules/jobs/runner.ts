import type { FastifyBaseLogger } from 'fastify';
import { inProcessJobRunner } from './in-process-runner';
import { pgBossJobRunner } from './pg-boss-runner';
import type { JobDefinition, JobRunner } from './types';

/** pg-boss where there is a PostgreSQL server; this process's timers on the embedded PGlite. */
export function selectJobRunner(
  definitions: JobDefinition[],
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): JobRunner {
  return databaseUrl
    ? pgBossJobRunner(definitions, databaseUrl, log)
    : inProcessJobRunner(definitions, log);
}

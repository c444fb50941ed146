/** A piece of background work run on a schedule, once across every instance of the server. */
export interface JobDefinition {
  /** Dotted, stable: it names the queue in the database. */
  name: string;
  /** How often it runs; the schedule is in whole minutes (a cron of the job queue). */
  everyMinutes: number;
  /** Retries after a failure, waiting longer each time. */
  retryLimit: number;
  /** The first retry's wait (then doubled each time); 30 s unless said. */
  retryDelaySeconds?: number;
  run: () => Promise<unknown>;
}

/** What the super admin sees of a job. */
export interface JobStatus {
  name: string;
  everyMinutes: number;
  /** When the last run ended, and how. */
  lastFinishedAt: string | null;
  lastState: 'completed' | 'failed' | null;
  lastError: string | null;
  /** Runs that failed (after their retries) in the last 24 hours. */
  failedLastDay: number;
  /** Runs waiting to start or to be retried. */
  waiting: number;
}

/** Runs the job definitions: pg-boss on PostgreSQL, timers in this process on PGlite. */
export interface JobRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Asks for a run of the job soon, outside its schedule (one waiting run at most). */
  trigger(name: string): Promise<void>;
  status(): Promise<JobStatus[]>;
}

/** The cron of a job that runs every `minutes` minutes (1 to 60). */
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
    throw new Error(`a job runs every 1 to 60 minutes, not ${minutes}`);
  }
  if (minutes === 1) return '* * * * *';
  if (minutes === 60) return '0 * * * *';
  return `*/${minutes} * * * *`;
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The status of a job with no finished run to tell of. */
export const notRunYet = (job: JobDefinition): JobStatus => ({
  name: job.name,
  everyMinutes: job.everyMinutes,
  lastFinishedAt: null,
  lastState: null,
  lastError: null,
  failedLastDay: 0,
  waiting: 0,
});

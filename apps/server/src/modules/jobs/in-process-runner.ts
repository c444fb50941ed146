import type { FastifyBaseLogger } from 'fastify';
import { errorText, type JobDefinition, type JobRunner, type JobStatus } from './types';
import { daysInMs } from '../../lib/time';

const DAY_MS = daysInMs(1);

interface History {
  lastFinishedAt: Date | null;
  lastState: 'completed' | 'failed' | null;
  lastError: string | null;
  failures: Date[];
  running: boolean;
  waiting: number;
}

/**
 * The embedded PGlite has one process: timers run the jobs here. A run that fails is retried
 * after 30 s, 60 s, 120 s (or the job's own first delay, doubled) up to the job's retry limit; a run never overlaps the previous one.
 * `minuteMs` shortens the minute for tests.
 */
export function inProcessJobRunner(
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: { minuteMs?: number; now?: () => Date } = {},
): JobRunner {
  const minuteMs = options.minuteMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  const histories = new Map<string, History>(
    definitions.map((job) => [
      job.name,
      {
        lastFinishedAt: null,
        lastState: null,
        lastError: null,
        failures: [],
        running: false,
        waiting: 0,
      },
    ]),
  );
  let stopped = true;

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  async function runOnce(job: JobDefinition, attempt: number): Promise<void> {
    const history = histories.get(job.name)!;
    if (stopped || history.running) return;
    history.running = true;
    history.waiting = 0;
    log.info({ job: job.name, attempt }, 'job started');
    try {
      await job.run();
      Object.assign(history, { lastFinishedAt: now(), lastState: 'completed', lastError: null });
    } catch (error) {
      log.error({ err: error, job: job.name, attempt }, 'job failed');
      if (attempt < job.retryLimit) {
        history.waiting = 1;
        later((job.retryDelaySeconds ?? 30) * 1000 * 2 ** attempt * (minuteMs / 60_000), () => {
          void runOnce(job, attempt + 1);
        });
      } else {
        const at = now();
        Object.assign(history, { lastFinishedAt: at, lastState: 'failed' });
        history.failures = [...history.failures.filter((time) => +at - +time < DAY_MS), at];
      }
      history.lastError = errorText(error);
    } finally {
      history.running = false;
    }
  }

  return {
    async start() {
      stopped = false;
      for (const job of definitions) {
        const timer = setInterval(() => void runOnce(job, 0), job.everyMinutes * minuteMs);
        timer.unref();
        timers.add(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    async trigger(name) {
      const job = definitions.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      const history = histories.get(name)!;
      if (history.waiting > 0 || stopped) return;
      history.waiting = 1;
      later(0, () => void runOnce(job, 0));
    },
    async status(): Promise<JobStatus[]> {
      const at = now();
      return definitions.map((job) => {
        const history = histories.get(job.name)!;
        return {
          name: job.name,
          everyMinutes: job.everyMinutes,
          lastFinishedAt: history.lastFinishedAt?.toISOString() ?? null,
          lastState: history.lastState,
          lastError: history.lastState === 'failed' ? history.lastError : null,
          failedLastDay: history.failures.filter((time) => +at - +time < DAY_MS).length,
          waiting: history.waiting,
        };
      });
    },
  };
}

import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessJobRunner } from './in-process-runner';
import { cronEvery, type JobRunner } from './types';

const log = pino({ level: 'silent' });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let runner: JobRunner | undefined;
afterEach(async () => runner?.stop());

describe('in-process jobs (embedded PGlite)', () => {
  it('runs a job on its schedule, never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    runner = inProcessJobRunner(
      [
        {
          name: 'test.slow',
          everyMinutes: 1,
          retryLimit: 0,
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await settle(45);
            running -= 1;
            runs += 1;
          },
        },
      ],
      log,
      { minuteMs: 10 },
    );
    await runner.start();
    await settle(200);
    await runner.stop();
    expect(runs).toBeGreaterThan(1);
    expect(most).toBe(1);
    expect((await runner.status())[0]).toMatchObject({ lastState: 'completed', lastError: null });
  });

  it('retries a failing run with backoff, then records it as failed', async () => {
    const attemptsAt: number[] = [];
    runner = inProcessJobRunner(
      [
        {
          name: 'test.failing',
          everyMinutes: 60,
          retryLimit: 2,
          retryDelaySeconds: 60,
          run: async () => {
            attemptsAt.push(Date.now());
            throw new Error('gateway unreachable');
          },
        },
      ],
      log,
      // A "minute" of 20 ms: the first retry waits 20 ms, the second 40 ms.
      { minuteMs: 20 },
    );
    await runner.start();
    await runner.trigger('test.failing');
    await settle(250);
    expect(attemptsAt).toHaveLength(3);
    const [first, second, third] = attemptsAt as [number, number, number];
    expect(third - second).toBeGreaterThan(second - first);
    expect(await runner.status()).toEqual([
      expect.objectContaining({
        name: 'test.failing',
        lastState: 'failed',
        lastError: 'gateway unreachable',
        failedLastDay: 1,
        waiting: 0,
      }),
    ]);
  });

  it('keeps one waiting run however often it is triggered, and refuses an unknown job', async () => {
    let runs = 0;
    runner = inProcessJobRunner(
      [{ name: 'test.once', everyMinutes: 60, retryLimit: 0, run: async () => void (runs += 1) }],
      log,
    );
    await runner.start();
    await Promise.all([runner.trigger('test.once'), runner.trigger('test.once')]);
    await settle(30);
    expect(runs).toBe(1);
    await expect(runner.trigger('test.unknown')).rejects.toThrow('unknown job');
  });
});

describe('cronEvery', () => {
  it('gives the cron of whole-minute schedules', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
    expect(() => cronEvery(0)).toThrow();
    expect(() => cronEvery(90)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { mainThreadBeforePaint } from './run-diagnostics';

const ORIGIN = 'http://127.0.0.1:3230';
const MAIN = { pid: 7, tid: 1 };

const navigationStart = (ts: number, url: string, thread = MAIN) => ({
  name: 'navigationStart',
  ph: 'R',
  ...thread,
  ts,
  args: { data: { documentLoaderURL: url } },
});
const task = (ts: number, ms: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur: ms * 1000,
});

describe('mainThreadBeforePaint', () => {
  it('sums the page thread’s tasks from its navigation to the first paint', () => {
    const events = [
      // The blank page Lighthouse opens first, on another thread: not the page's.
      navigationStart(0, 'about:blank', { pid: 3, tid: 1 }),
      task(500, 90, { pid: 3, tid: 1 }),
      // The commit begins just before the navigation is stamped.
      task(9_000, 30),
      navigationStart(10_000, `${ORIGIN}/login`),
      task(50_000, 12),
      task(80_000, 25),
      // After the first paint (at 120 ms): not counted.
      task(130_000, 40),
      // Another process's task in the same moments.
      task(60_000, 70, { pid: 9, tid: 1 }),
    ];
    expect(mainThreadBeforePaint(events, ORIGIN, 120_000)).toEqual({
      busyMs: 67,
      longestTaskMs: 30,
    });
  });

  it('takes the last navigation to the origin when the trace holds a redirect', () => {
    const other = { pid: 8, tid: 1 };
    const events = [
      navigationStart(0, `${ORIGIN}/`),
      task(1_000, 50),
      navigationStart(100_000, `${ORIGIN}/home`, other),
      task(110_000, 20, other),
    ];
    expect(mainThreadBeforePaint(events, ORIGIN, 200_000)).toEqual({
      busyMs: 20,
      longestTaskMs: 20,
    });
  });

  it('says nothing without a navigation to the origin or a first paint', () => {
    const events = [navigationStart(0, 'http://example.test/'), task(1_000, 50)];
    expect(mainThreadBeforePaint(events, ORIGIN, 200_000)).toBeUndefined();
    expect(mainThreadBeforePaint([navigationStart(0, ORIGIN)], ORIGIN, undefined)).toBeUndefined();
  });
});

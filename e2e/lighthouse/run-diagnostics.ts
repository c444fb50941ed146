// What a Lighthouse run's line says besides its scores, for the reader of a low run: how long the
// page's main thread really worked before its first paint (unthrottled; Lighthouse multiplies it
// by four for a phone), its longest task then, and how many times the machine had to read memory
// back from disk during the run (major page faults: files the system had dropped from its cache,
// such as the browser's own, read again).
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

export interface MainThreadBeforePaint {
  /** The main thread's tasks from the navigation to the first contentful paint, in ms. */
  busyMs: number;
  /** The longest of them, in ms. */
  longestTaskMs: number;
}

/**
 * The page's main-thread work up to its first contentful paint (observed, not simulated), from
 * the run's trace; undefined when the trace shows no navigation to `origin`.
 */
export function mainThreadBeforePaint(
  traceEvents: TraceEvent[],
  origin: string,
  firstPaintTs: number | undefined,
): MainThreadBeforePaint | undefined {
  const navigation = traceEvents
    .filter((event) => event.name === 'navigationStart')
    .filter((event) => event.args?.data?.documentLoaderURL?.startsWith(origin))
    .at(-1);
  if (!navigation || firstPaintTs === undefined) return undefined;
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      // The task that commits the navigation begins a little before it is stamped.
      event.ts + (event.dur ?? 0) >= navigation.ts &&
      event.ts < firstPaintTs,
  );
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    busyMs: Math.round(durations.reduce((sum, ms) => sum + ms, 0)),
    longestTaskMs: Math.round(Math.max(0, ...durations)),
  };
}

/** The machine's count of major page faults so far (Linux), or undefined where it is not kept. */
export function majorFaults(): number | undefined {
  try {
    const line = readFileSync('/proc/vmstat', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('pgmajfault '));
    return line ? Number(line.split(' ')[1]) : undefined;
  } catch {
    return undefined;
  }
}

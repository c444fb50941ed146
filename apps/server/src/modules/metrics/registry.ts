import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one app: request counts and latencies per route, and gauges read at
 * scrape time. prom-client writes the text format (escaping, HELP/TYPE, histogram buckets) and
 * the process metrics (CPU, memory, event-loop delay, GC) that every Node service should expose.
 */
export type GaugeValue = number | { labels: Record<string, string>; value: number }[];

export interface Metrics {
  /** Called once per answered request: the route pattern, never the raw URL (cardinality, PHI). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /**
   * A gauge read at each scrape (queue depths and the like): the job scheduler registers its own
   * here. A collect that throws leaves the gauge empty for that scrape; the scrape still answers.
   */
  registerGauge(
    name: string,
    help: string,
    collect: () => GaugeValue | Promise<GaugeValue>,
    labelNames?: string[],
  ): void;
  /** The text exposition of every metric. */
  text(): Promise<string>;
  contentType: string;
}

/** Process metrics are per process, whatever the number of apps built in it (tests build many). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds: from a cached health answer (sub-millisecond) to a slow report. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(onCollectError: (name: string, error: unknown) => void): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const classes = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

  return {
    observeRequest(method, route, statusCode, seconds) {
      requests.observe(
        { method, route, status_class: classes[Math.floor(statusCode / 100)] ?? 'other' },
        seconds,
      );
    },
    registerGauge(name, help, collect, labelNames = []) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            const value = await collect();
            if (typeof value === 'number') this.set(value);
            else for (const entry of value) this.set(entry.labels, entry.value);
          } catch (error) {
            onCollectError(name, error);
          }
        },
      });
    },
    async text() {
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
    contentType: registry.contentType,
  };
}

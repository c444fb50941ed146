import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { registerDatabaseGauges } from './database-gauges';
import { createMetrics, type Metrics } from './registry';
import { registerMetricsRoute, registerRequestMetrics } from './routes';

export type { Metrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where background jobs register their gauges (metrics.registerGauge). */
    metrics: Metrics;
  }
}

/** On the root instance, before any route: the request timing hook must see every route. */
export function registerMetrics(app: FastifyInstance, db: Database, config: AppConfig) {
  const metrics = createMetrics((name, error) =>
    app.log.warn({ err: error, metric: name }, 'metric could not be collected'),
  );
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  registerDatabaseGauges(metrics, db);
  registerMetricsRoute(app, metrics, config);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@portal/shared';
import type { AppConfig } from '../../config/env';
import type { Metrics } from './registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN set it answers only `Authorization: Bearer
 * <token>` (401 otherwise); without it, it is open outside production and absent (404) in
 * production, so patient counts and traffic never leak from a forgotten setting.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, config: AppConfig) {
  const expected = config.metricsToken ? digest(`Bearer ${config.metricsToken}`) : undefined;
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { access: 'public' }, logLevel: 'warn' },
    async (request, reply) => {
      if (!expected && config.isProduction) {
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: messages['error.notFound'] } });
      }
      if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: { code: 'unauthenticated', message: messages['error.unauthenticated'] } });
      }
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}

/** Times every answered request by its route pattern; unmatched paths share one label. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

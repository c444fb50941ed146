import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthResponse = z.object({ status: z.literal('ok') });
const checkResult = z.object({
  status: z.enum(['ok', 'failed']),
  details: z.record(z.string(), z.number().nullable()).optional(),
});
const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), checkResult),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: answers without touching the database, so a load balancer can poll it cheaply.
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: healthResponse } },
      config: { access: 'public' },
      logLevel: 'warn',
    },
    () => ({ status: 'ok' as const }),
  );
  // Readiness: the database answers (503 when not), and how the job queue stands.
  app.get(
    '/health/ready',
    {
      schema: { tags: ['health'], response: { 200: readinessResponse, 503: readinessResponse } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const { ready, checks } = await app.readiness.run();
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ok' as const) : ('unavailable' as const), checks });
    },
  );
};

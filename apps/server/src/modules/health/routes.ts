import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthResponse = z.object({ status: z.literal('ok') });

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
  // Readiness: the database answers.
  app.get(
    '/health/ready',
    {
      schema: { tags: ['health'], response: { 200: healthResponse } },
      config: { access: 'public' },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

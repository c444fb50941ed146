import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, jobStatusList } from '@portal/shared';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['jobs'],
        response: { 200: jobStatusList, 401: errorResponse, 403: errorResponse },
      },
      config: { access: { permission: 'read:jobs' } },
    },
    () => app.jobs.status(),
  );
};

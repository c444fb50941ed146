import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, outboxPage, pageQuery } from '@portal/shared';
import { errors } from '../../lib/errors';
import { listOutbox } from './repository';

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The outbox holds one-time codes: only the super admin reads it, and only in demo mode.
  app.get(
    '/messaging/outbox',
    {
      schema: {
        tags: ['messaging'],
        querystring: pageQuery,
        response: { 200: outboxPage, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      config: { access: { permission: 'read:outbox' } },
    },
    async (request) => {
      if (!app.config.demoMode) throw errors.notFound();
      const { page, pageSize } = request.query;
      const { rows, total } = await listOutbox(app.deps.db, page, pageSize);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'sms' | 'email',
          recipient: row.recipient,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
        recordsTotal: total,
        recordsFiltered: total,
      };
    },
  );
};

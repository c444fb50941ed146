import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, languageCode, todayInIndia } from '@portal/shared';
import { recordAudit } from '../audit/repository';
import { actorOf } from '../patients/actor';
import { sendCsv } from '../../lib/csv';
import { registryCsv } from './service';

const tags = ['registry'];

/** The hospital admin's exports of the hospital's cancer registry. */
export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hospital/registry.csv',
    {
      schema: {
        tags,
        querystring: z.object({ lang: languageCode.default('en') }),
        response: {
          200: z.string().describe('text/csv, UTF-8 with a BOM; streamed'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      config: { access: { permission: 'manage:members' } },
    },
    async (request, reply) => {
      const { user, hospitalId, ip } = actorOf(request);
      await recordAudit(app.deps.db, {
        actorUserId: user.id,
        action: 'registry.exported',
        entity: 'hospital',
        entityId: hospitalId,
        ip,
        detail: { format: 'csv', lang: request.query.lang },
      });
      return sendCsv(
        reply,
        `registry-${hospitalId}-${todayInIndia()}.csv`,
        registryCsv(app.deps.db, hospitalId, request.query.lang),
      );
    },
  );
};

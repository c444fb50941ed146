import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, outboxPage, pageQuery, smsStatus } from '@portal/shared';
import { errors } from '../../lib/errors';
import { acceptFormBodies } from '../../lib/form-body';
import { parseDeliveryReports } from './delivery-reports';
import { applyDeliveryReport, listOutbox } from './repository';
import { visibleBody } from './sms-kinds';

const tags = ['messaging'];

/** The delivery-report secret, from the URL (`?key=`, all MSG91's panel can set) or a header. */
export const DELIVERY_REPORT_KEY_HEADER = 'x-delivery-report-key';

/** The route MSG91 (or the local fake) posts delivery reports to, under the API prefix. */
export const DELIVERY_REPORTS_ROUTE = '/messaging/sms/delivery-reports';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(expected));

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.deps.now?.() ?? new Date();

  // The outbox shows how delivery goes; only the super admin reads it. Bodies with one-time codes
  // or set-password links are masked outside demo mode (sms-kinds.visibleBody).
  app.get(
    '/messaging/outbox',
    {
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: outboxPage, 401: errorResponse, 403: errorResponse },
      },
      config: { access: { permission: 'read:outbox' } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listOutbox(app.deps.db, page, pageSize);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'sms' | 'email',
          recipient: row.recipient,
          body: visibleBody(row, app.config.demoMode),
          status: smsStatus.catch('queued').parse(row.status),
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
        })),
        recordsTotal: total,
        recordsFiltered: total,
      };
    },
  );

  // MSG91's older webhook versions post forms (this plugin's scope only).
  acceptFormBodies(app, 262_144);
  // Called by the provider's servers: no session or CSRF header (it is no browser); the shared
  // secret is what is trusted, and a report only moves a sent message to delivered or failed.
  app.post(
    DELIVERY_REPORTS_ROUTE,
    {
      schema: {
        tags,
        querystring: z.object({ key: z.string().max(200).optional() }),
        body: z.unknown(),
        response: { 200: z.object({ updated: z.number().int() }), 401: errorResponse },
      },
      config: { access: 'public', csrf: false, rateLimit: { max: 3000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const header = request.headers[DELIVERY_REPORT_KEY_HEADER];
      const given = typeof header === 'string' ? header : request.query.key;
      if (!sameSecret(given, app.config.sms.deliveryReportSecret)) {
        throw errors.unauthenticated();
      }
      let updated = 0;
      for (const report of parseDeliveryReports(request.body)) {
        updated += await applyDeliveryReport(
          app.deps.db,
          report.providerMessageId,
          report.outcome,
          report.detail,
          now(),
        );
      }
      return { updated };
    },
  );
};

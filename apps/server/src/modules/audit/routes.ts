import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  auditExportQuery,
  auditPage,
  auditSearchQuery,
  errorResponse,
  type AuditLine,
  type Language,
} from '@portal/shared';
import { messageIn } from '@portal/shared/translations/messages-in';
import { CSV_BOM, csvLine, csvTimeInIndia, sendCsv } from '../../lib/csv';
import { errors } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { recordAudit, recordedFilters } from './repository';
import { eachAuditLine, parseCursor, searchAudit, type AuditFilters } from './search';

const tags = ['audit'];

const filtersOf = (query: AuditFilters): AuditFilters => ({
  patientId: query.patientId,
  actorMobile: query.actorMobile,
  action: query.action,
  from: query.from,
  to: query.to,
});

/** The CSV's column titles, in the order of csvOf's values. */
const CSV_COLUMNS = [
  'audit.csv.time',
  'audit.csv.userId',
  'audit.csv.userName',
  'audit.csv.userMobile',
  'audit.csv.userType',
  'audit.csv.action',
  'audit.csv.entity',
  'audit.csv.entityId',
  'audit.csv.ip',
  'audit.csv.detail',
] as const;

function csvOf(line: AuditLine): string {
  return csvLine([
    csvTimeInIndia(line.at),
    line.actorUserId,
    line.actor?.name,
    line.actor?.mobileNumber,
    line.actor?.userType,
    line.action,
    line.entity,
    line.entityId,
    line.ip,
    line.detail ? JSON.stringify(line.detail) : null,
  ]);
}

/** The column titles in the reader's language; the values (actions, entities) are codes. */
async function* csvFile(lines: AsyncIterable<AuditLine>, language: Language) {
  yield CSV_BOM + csvLine(CSV_COLUMNS.map((key) => messageIn(language, key)));
  for await (const line of lines) yield csvOf(line);
}

/** The super admin's view of the audit log: who read or changed what, and when. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        querystring: auditSearchQuery,
        response: { 200: auditPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
      config: { access: { permission: 'read:audit' } },
    },
    async (request) => {
      const cursor = parseCursor(request.query.cursor);
      if (cursor === 'invalid') throw errors.badRequest('error.validation', 'invalid_cursor');
      const filters = filtersOf(request.query);
      // Reading the log is itself on record (the first page of a search, not each further page).
      if (!cursor) {
        await recordAudit(app.deps.db, {
          actorUserId: currentUser(request).id,
          action: 'audit.searched',
          ip: request.ip,
          detail: recordedFilters(filters),
        });
      }
      return searchAudit(app.deps.db, filters, cursor, AUDIT_PAGE_SIZE);
    },
  );

  app.get(
    '/admin/audit/export',
    {
      schema: {
        tags,
        querystring: auditExportQuery,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a BOM; streamed'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      config: { access: { permission: 'read:audit' } },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      await recordAudit(app.deps.db, {
        actorUserId: currentUser(request).id,
        action: 'audit.exported',
        ip: request.ip,
        detail: recordedFilters(filters),
      });
      return sendCsv(
        reply,
        `audit-log-${filters.from}-to-${filters.to}.csv`,
        csvFile(eachAuditLine(app.deps.db, filters), request.query.lang),
      );
    },
  );
};

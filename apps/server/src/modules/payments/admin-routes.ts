import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentExportQuery,
  adminPaymentPage,
  adminPaymentQuery,
  type AdminPaymentRow,
  type Language,
} from '@portal/shared';
import { messageIn } from '@portal/shared/translations/messages-in';
import { CSV_BOM, csvLine, csvTimeInIndia, sendCsv } from '../../lib/csv';
import { currentUser } from '../../plugins/auth';
import { recordAudit, recordedFilters } from '../audit/repository';
import { errorResponses } from '../../lib/error-responses';
import { eachPayment, listPayments, type PaymentFilters } from './admin-list';

const tags = ['payments'];
const failures = errorResponses(400, 401, 403);
const readPayments = { access: { permission: 'read:payments' } } as const;

const filtersOf = (query: PaymentFilters): PaymentFilters => ({
  status: query.status,
  purpose: query.purpose,
  from: query.from,
  to: query.to,
  search: query.search,
});

/** The CSV's column titles, in the order of csvOf's values. */
const CSV_COLUMNS = [
  'payments.csv.startedAt',
  'payments.csv.settledAt',
  'payments.csv.status',
  'payments.csv.purpose',
  'payments.csv.item',
  'payments.csv.hospital',
  'payments.csv.payer',
  'payments.csv.payerMobile',
  'payments.csv.listPrice',
  'payments.csv.discount',
  'payments.csv.amount',
  'payments.csv.code',
  'payments.csv.gateway',
  'payments.csv.orderId',
  'payments.csv.gatewayTxnId',
  'payments.csv.gatewayMessage',
] as const;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** One payment as a CSV line; its status and purpose in the export's language, as on screen. */
function csvOf(row: AdminPaymentRow, language: Language): string {
  return csvLine([
    csvTimeInIndia(row.startedAt),
    row.settledAt && csvTimeInIndia(row.settledAt),
    messageIn(language, `payments.csv.${row.status}`),
    messageIn(language, `payments.csv.${row.purpose}`),
    row.planName,
    row.hospitalName,
    row.payerName,
    row.payerMobile,
    rupees(row.listPricePaise),
    rupees(row.discountPaise),
    rupees(row.amountPaise),
    row.code,
    row.gateway,
    row.orderId,
    row.gatewayTxnId,
    row.gatewayMessage,
  ]);
}

/** The column titles and the words in the cells in the reader's language. */
async function* csvFile(rows: AsyncIterable<AdminPaymentRow>, language: Language) {
  yield CSV_BOM + csvLine(CSV_COLUMNS.map((key) => messageIn(language, key)));
  for await (const row of rows) yield csvOf(row, language);
}

/**
 * The super admin's payments (no screen of the spec): every payment started on the portal, plan
 * or programme, whatever became of it, to answer "I paid and got nothing" and to match the
 * gateway's settlements; and their CSV for the accounts.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/payments',
    {
      schema: {
        tags,
        querystring: adminPaymentQuery,
        response: { 200: adminPaymentPage, ...failures },
      },
      config: readPayments,
    },
    async (request) => listPayments(db, filtersOf(request.query), request.query),
  );

  app.get(
    '/admin/payments/export',
    {
      schema: {
        tags,
        querystring: adminPaymentExportQuery,
        response: { 200: z.string().describe('text/csv, UTF-8 with a BOM; streamed'), ...failures },
      },
      config: readPayments,
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      // The file names payers and their mobile numbers: who took it, and which, is kept.
      await recordAudit(db, {
        actorUserId: currentUser(request).id,
        action: 'payments.exported',
        ip: request.ip,
        detail: recordedFilters(filters),
      });
      return sendCsv(
        reply,
        `payments-${filters.from}-to-${filters.to}.csv`,
        csvFile(eachPayment(db, filters), request.query.lang),
      );
    },
  );
};

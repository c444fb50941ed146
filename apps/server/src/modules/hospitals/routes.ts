import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHospitalDetail,
  adminHospitalPage,
  adminHospitalParams,
  adminHospitalPaymentQuery,
  adminPaymentPage,
  adminHospitalQuery,
  errorResponse,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { hospitalPacks } from '../subscriptions/service';
import { listPayments } from '../payments/admin-list';
import { errorResponses } from '../../lib/error-responses';
import { findHospitalRow, hospitalExists, listHospitals } from './repository';
import { toAdminHospitalRow } from './rows';

const tags = ['hospitals'];
const failures = errorResponses(400, 401, 403);
const readHospitals = { access: { permission: 'read:hospitals' } } as const;

/**
 * The super admin's hospitals: the list, one hospital with its packs, and its payments (no route
 * of the spec: the spec's admin had none).
 */
export const hospitalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/hospitals',
    {
      schema: {
        tags,
        querystring: adminHospitalQuery,
        response: { 200: adminHospitalPage, ...failures },
      },
      config: readHospitals,
    },
    async (request) => {
      const { rows, total } = await listHospitals(db, request.query, requestLanguage(request));
      return { data: rows.map(toAdminHospitalRow), recordsTotal: total, recordsFiltered: total };
    },
  );

  app.get(
    '/admin/hospitals/:hospitalId',
    {
      schema: {
        tags,
        params: adminHospitalParams,
        response: { 200: adminHospitalDetail, ...failures, 404: errorResponse },
      },
      config: readHospitals,
    },
    async (request) => {
      const { hospitalId } = request.params;
      const row = await findHospitalRow(db, hospitalId, requestLanguage(request));
      if (!row) throw errors.notFound();
      return {
        hospital: toAdminHospitalRow(row),
        registrationNo: row.registrationNo,
        email: row.email,
        subscriptions: await hospitalPacks(db, hospitalId, currentUser(request)),
      };
    },
  );

  app.get(
    '/admin/hospitals/:hospitalId/payments',
    {
      schema: {
        tags,
        params: adminHospitalParams,
        querystring: adminHospitalPaymentQuery,
        response: { 200: adminPaymentPage, ...failures, 404: errorResponse },
      },
      config: readHospitals,
    },
    async (request) => {
      const { hospitalId } = request.params;
      if (!(await hospitalExists(db, hospitalId))) throw errors.notFound();
      return listPayments(db, { hospitalId }, request.query);
    },
  );
};

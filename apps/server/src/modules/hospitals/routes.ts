import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHospitalPage, adminHospitalQuery, errorResponse } from '@portal/shared';
import { requestLanguage } from '../../lib/request-language';
import { listHospitals, subscriptionState } from './repository';

const tags = ['hospitals'];

/** The super admin's list of hospitals (no route of the spec: the spec's admin had none). */
export const hospitalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/hospitals',
    {
      schema: {
        tags,
        querystring: adminHospitalQuery,
        response: {
          200: adminHospitalPage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      config: { access: { permission: 'read:hospitals' } },
    },
    async (request) => {
      const { rows, total } = await listHospitals(db, request.query, requestLanguage(request));
      return {
        data: rows.map((row) => ({
          hospitalId: row.hospitalId,
          hospitalName: row.hospitalName,
          hospitalType: row.hospitalType,
          districtName: row.districtName,
          stateName: row.stateName,
          chiefAdminName: row.chiefAdminName,
          mobile: row.mobileNumber ? `${row.mobileCountryCode} ${row.mobileNumber}` : null,
          registeredAt: row.registeredAt.toISOString(),
          doctors: row.doctors,
          patients: row.patients,
          subscription: subscriptionState(row),
          patientsLeft: row.patientsLeft,
          until: row.lastEnd?.toISOString() ?? null,
        })),
        recordsTotal: total,
        recordsFiltered: total,
      };
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryPage,
  directoryQuery,
  errorResponse,
  idParam,
  investigationClinicPage,
  investigationQuery,
  namedList,
} from '@portal/shared';
import { clinicsOfDistrict, searchDirectory, searchInvestigationClinics } from './repository';
import { requestLanguage } from '../../lib/request-language';
import { PUBLIC_CACHE } from '../../plugins/security';

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Find a doctor (seed 001 section 2.13): public, a page of hospitals with their specialities.
  app.get(
    '/directory/hospitals',
    {
      schema: {
        tags: ['directory'],
        querystring: directoryQuery,
        response: { 200: directoryPage, 400: errorResponse },
      },
      config: { access: 'public', cache: PUBLIC_CACHE.listings },
    },
    async (request) => {
      const { rows, total } = await searchDirectory(
        app.deps.db,
        request.query,
        requestLanguage(request),
      );
      // recordsTotal is the filtered count too: a count over every hospital is not worth its cost.
      return { data: rows, recordsTotal: total, recordsFiltered: total };
    },
  );
  // Book specific investigations near you (seed 001 sections 2.14 and 9): public, a page of the
  // hospitals offering radiology or pathology, under the same global rate limit as the search above.
  app.get(
    '/directory/investigation-clinics',
    {
      schema: {
        tags: ['directory'],
        querystring: investigationQuery,
        response: { 200: investigationClinicPage, 400: errorResponse },
      },
      config: { access: 'public', cache: PUBLIC_CACHE.listings },
    },
    async (request) => {
      const { rows, total } = await searchInvestigationClinics(
        app.deps.db,
        request.query,
        requestLanguage(request),
      );
      return { data: rows, recordsTotal: total, recordsFiltered: total };
    },
  );
  // Clinics of a district, for the self-registration form (seed: /district/{districtId}/units).
  app.get(
    '/directory/clinics',
    {
      schema: {
        tags: ['directory'],
        querystring: z.object({ districtId: idParam }),
        response: { 200: namedList, 400: errorResponse },
      },
      config: { access: 'public', cache: PUBLIC_CACHE.listings },
    },
    (request) => clinicsOfDistrict(app.deps.db, request.query.districtId),
  );
};

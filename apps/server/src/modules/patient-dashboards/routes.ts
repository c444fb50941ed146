import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careDashboard, dbDashboard, idParam } from '@portal/shared';
import { actorOf } from '../patients/actor';
import { errorResponses } from '../../lib/error-responses';
import { careDashboard as readCareDashboard, dbDashboard as readDbDashboard } from './service';

const tags = ['patient dashboards'];
const read = { access: { permission: 'read:clinical' as const } };
const failures = errorResponses(400, 401, 403, 404);
const params = z.object({ patientId: idParam });

/** The patient dashboards the patient list links to; only the patient's hospital sees them. */
export const patientDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/patients/:patientId/care-dashboard',
    {
      schema: { tags, params, response: { 200: careDashboard, ...failures } },
      config: read,
    },
    (request) => readCareDashboard(deps, actorOf(request), request.params.patientId),
  );

  app.get(
    '/patients/:patientId/db-dashboard',
    {
      schema: { tags, params, response: { 200: dbDashboard, ...failures } },
      config: read,
    },
    (request) => readDbDashboard(deps, actorOf(request), request.params.patientId),
  );
};

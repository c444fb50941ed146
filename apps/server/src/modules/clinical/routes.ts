import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicalDetailsAnswer,
  clinicalDetailsRequest,
  clinicalSaveQuery,
  clinicalSavedAnswer,
  idParam,
  message,
} from '@portal/shared';
import { actorOf } from '../patients/actor';
import { errorResponses } from '../../lib/error-responses';
import { readClinicalDetails, saveClinicalDetails } from './service';

const tags = ['clinical'];
const read = { access: { permission: 'read:clinical' as const } };
const write = { access: { permission: 'write:clinical' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const patientParams = z.object({ patientId: idParam });

/**
 * Clinical details of a patient in the doctor's hospital (seed 000 saveDynamicForms and the
 * treatment history): every save is a new version; the newest is the current record.
 */
export const clinicalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/patients/:patientId/clinical-details',
    {
      schema: {
        tags,
        params: patientParams,
        response: { 200: clinicalDetailsAnswer, ...failures },
      },
      config: read,
    },
    (request) => readClinicalDetails(db, actorOf(request), request.params.patientId),
  );

  app.post(
    '/patients/:patientId/clinical-details',
    {
      schema: {
        tags,
        params: patientParams,
        querystring: clinicalSaveQuery,
        body: clinicalDetailsRequest,
        response: { 201: clinicalSavedAnswer, ...failures },
      },
      config: write,
    },
    async (request, reply) => {
      const version = await saveClinicalDetails(
        db,
        actorOf(request),
        request.params.patientId,
        request.body,
        request.query.baseVersion,
      );
      return reply.status(201).send({ version, message: message('clinical.saved') });
    },
  );
};

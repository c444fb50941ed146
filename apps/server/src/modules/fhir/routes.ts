import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FHIR_EXPORT_RESOURCE_TYPES, fhirExportAnswer, idParam } from '@portal/shared';
import { actorOf } from '../patients/actor';
import { errorResponses } from '../../lib/error-responses';
import { FHIR_EXPORT_JOB } from './export-job';
import { exportFile, patientBundle, readExport, startExport } from './service';

const tags = ['fhir'];
/** Whoever may read the patient's clinical details may export them. */
const readClinical = { access: { permission: 'read:clinical' as const } };
/** The hospital's chief admin, as for the hospital's members. */
const chiefAdmin = { access: { permission: 'manage:members' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const FHIR_NDJSON = 'application/fhir+ndjson; charset=utf-8';

/**
 * FHIR R4 export of the cancer registry, shaped as mCODE: one patient as a Bundle, and the
 * hospital's whole registry as NDJSON files written in the background (the fhir.export job).
 */
export const fhirRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const now = () => app.deps.now?.() ?? new Date();
  const siteOrigin = (request: FastifyRequest) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/patients/:patientId/fhir',
    {
      schema: {
        tags,
        params: z.object({ patientId: idParam }),
        response: {
          200: z.string().describe('application/fhir+json: a FHIR R4 Bundle of type collection'),
          ...failures,
        },
      },
      config: readClinical,
    },
    async (request, reply) => {
      const { patientId } = request.params;
      const bundle = await patientBundle(
        db,
        actorOf(request),
        patientId,
        siteOrigin(request),
        now(),
      );
      return reply
        .header('content-type', FHIR_JSON)
        .header('content-disposition', `attachment; filename="patient-${patientId}.fhir.json"`)
        .send(JSON.stringify(bundle));
    },
  );

  app.post(
    '/hospital/fhir-exports',
    {
      schema: {
        tags,
        response: { 200: fhirExportAnswer, 202: fhirExportAnswer, ...failures },
      },
      config: chiefAdmin,
    },
    async (request, reply) => {
      const { started, answer } = await startExport(db, actorOf(request));
      // The job runs every minute; a new export need not wait for it.
      if (started) await app.jobs.trigger(FHIR_EXPORT_JOB);
      return reply.status(started ? 202 : 200).send(answer);
    },
  );

  app.get(
    '/hospital/fhir-exports/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idParam }),
        response: { 200: fhirExportAnswer, ...failures },
      },
      config: chiefAdmin,
    },
    (request) => readExport(db, actorOf(request), request.params.id),
  );

  app.get(
    '/hospital/fhir-exports/:id/:resourceType.ndjson',
    {
      schema: {
        tags,
        params: z.object({ id: idParam, resourceType: z.enum(FHIR_EXPORT_RESOURCE_TYPES) }),
        response: {
          200: z.string().describe('application/fhir+ndjson: one resource a line; streamed'),
          ...failures,
        },
      },
      config: chiefAdmin,
    },
    async (request, reply) => {
      const { id, resourceType } = request.params;
      const lines = await exportFile(db, actorOf(request), id, resourceType);
      return (
        reply
          .header('content-type', FHIR_NDJSON)
          .header(
            'content-disposition',
            `attachment; filename="fhir-export-${id}-${resourceType}.ndjson"`,
          )
          // A stream is sent as it is (no serialisation); the schema above documents it.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );
};

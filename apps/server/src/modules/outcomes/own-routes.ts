import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  message,
  outcomeAssignmentList,
  outcomeAttemptRequest,
  outcomeAttemptSaved,
  outcomeResults,
  outcomeResultsQuery,
  type Language,
} from '@portal/shared';
import type { Executor } from '../../db/client';
import { errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/repository';
import { ownPatient } from '../patients/service';
import { errorResponses } from '../../lib/error-responses';
import { assignmentsOf } from './repository';
import { outcomeResults as resultsOf, saveAttempt, toAssignment } from './service';

const tags = ['outcomes'];
const own = { access: { permission: 'read:own-care' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);

/**
 * The assignment of a category to this patient. A questionnaire assigned by two hospitals is
 * answered for the one that assigned it last.
 */
async function ownAssignment(
  db: Executor,
  language: Language,
  patientId: number,
  categoryId: number,
) {
  const assignment = (await assignmentsOf(db, language, patientId)).find(
    (row) => row.categoryId === categoryId,
  );
  if (!assignment) throw errors.notFound();
  return assignment;
}

/** A patient's own questionnaires: the ones doctors assigned them, answered from home. */
export const ownOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/me/outcome-assignments',
    { schema: { tags, response: { 200: outcomeAssignmentList, ...failures } }, config: own },
    async (request) => {
      const user = currentUser(request);
      const patient = await ownPatient(db, user.id);
      const rows = await assignmentsOf(db, requestLanguage(request), patient.id);
      await recordAudit(db, {
        actorUserId: user.id,
        action: 'outcome.assignment.list',
        entity: 'patient',
        entityId: patient.id,
        ip: request.ip,
      });
      return rows.map(toAssignment);
    },
  );

  app.post(
    '/me/outcome-attempts',
    {
      schema: {
        tags,
        body: outcomeAttemptRequest,
        response: { 201: outcomeAttemptSaved, ...failures },
      },
      config: { ...own, idempotent: true },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const patient = await ownPatient(db, user.id);
      const language = requestLanguage(request);
      const assignment = await ownAssignment(db, language, patient.id, request.body.categoryId);
      const attempt = await saveAttempt(
        db,
        {
          patientId: patient.id,
          hospitalId: assignment.hospitalId,
          submittedBy: user.id,
          ip: request.ip,
          language,
        },
        request.body,
      );
      return reply.status(201).send({
        attemptId: attempt.id,
        attemptNumber: attempt.attemptNumber,
        message: message('common.saveSuccess'),
      });
    },
  );

  app.get(
    '/me/outcome-results',
    {
      schema: {
        tags,
        querystring: outcomeResultsQuery,
        response: { 200: outcomeResults, ...failures },
      },
      config: own,
    },
    async (request) => {
      const user = currentUser(request);
      const patient = await ownPatient(db, user.id);
      const { categoryId } = request.query;
      const language = requestLanguage(request);
      const assignment = await ownAssignment(db, language, patient.id, categoryId);
      await recordAudit(db, {
        actorUserId: user.id,
        action: 'outcome.results.read',
        entity: 'patient',
        entityId: patient.id,
        ip: request.ip,
        detail: { hospitalId: assignment.hospitalId, categoryId },
      });
      return resultsOf(db, language, assignment.hospitalId, patient.id, categoryId);
    },
  );
};

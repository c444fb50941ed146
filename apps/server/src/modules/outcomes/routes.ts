import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  message,
  optionalCategoryQuery,
  outcomeAssignmentList,
  outcomeAssignmentRequest,
  outcomeAssignmentSaved,
  outcomeAttemptRequest,
  outcomeAttemptSaved,
  outcomeQuestionnaire,
  outcomeResults,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/request-language';
import { recordAudit } from '../audit/repository';
import { actorOf } from '../patients/actor';
import { patientOfHospital } from '../patients/service';
import { refuseIfDeceased } from '../patients/status';
import { errorResponses } from '../../lib/error-responses';
import { ownOutcomeRoutes } from './own-routes';
import { outcomeScaleRoutes } from './scale-routes';
import { assignmentsOf } from './repository';
import {
  assignQuestionnaire,
  outcomeResults as resultsOf,
  questionnaire,
  saveAttempt,
  toAssignment,
} from './service';

const tags = ['outcomes'];
const read = { access: { permission: 'read:clinical' as const } };
const write = { access: { permission: 'write:clinical' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const patientParams = z.object({ patientId: idParam });
const categoryParams = z.object({ categoryId: idParam });

export const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** The doctor, and the patient of their hospital the URL names (another hospital's: 404). */
  async function ownerOf(request: FastifyRequest, patientId: number) {
    const actor = actorOf(request);
    const patient = await patientOfHospital(db, actor, patientId);
    return {
      patientId,
      hospitalId: actor.hospitalId,
      submittedBy: actor.user.id,
      ip: actor.ip,
      language: actor.language,
      patientStatus: patient.status,
    };
  }

  // Reference data (no patient data): the doctor's dialog and the patient's own form both read it.
  app.get(
    '/outcome-categories/:categoryId/questions',
    {
      schema: {
        tags,
        params: categoryParams,
        response: { 200: outcomeQuestionnaire, ...failures },
      },
      config: { access: 'authenticated' },
    },
    (request) => questionnaire(db, request.params.categoryId, requestLanguage(request)),
  );

  app.post(
    '/patients/:patientId/outcome-attempts',
    {
      schema: {
        tags,
        params: patientParams,
        body: outcomeAttemptRequest,
        response: { 201: outcomeAttemptSaved, ...failures },
      },
      // A retry after a lost answer gets the first answer, not a second attempt.
      config: { ...write, idempotent: true },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.params.patientId);
      const attempt = await saveAttempt(db, owner, request.body);
      return reply.status(201).send({
        attemptId: attempt.id,
        attemptNumber: attempt.attemptNumber,
        message: message('common.saveSuccess'),
      });
    },
  );

  app.get(
    '/patients/:patientId/outcome-results',
    {
      schema: {
        tags,
        params: patientParams,
        querystring: optionalCategoryQuery,
        response: { 200: outcomeResults, ...failures },
      },
      config: read,
    },
    async (request) => {
      const owner = await ownerOf(request, request.params.patientId);
      const { categoryId } = request.query;
      await recordAudit(db, {
        actorUserId: owner.submittedBy,
        action: 'outcome.results.read',
        entity: 'patient',
        entityId: owner.patientId,
        ip: owner.ip,
        detail: { hospitalId: owner.hospitalId, categoryId: categoryId ?? null },
      });
      return resultsOf(db, owner.language, owner.hospitalId, owner.patientId, categoryId);
    },
  );

  app.post(
    '/patients/:patientId/outcome-assignments',
    {
      schema: {
        tags,
        params: patientParams,
        body: outcomeAssignmentRequest,
        response: { 200: outcomeAssignmentSaved, 201: outcomeAssignmentSaved, ...failures },
      },
      config: write,
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.params.patientId);
      refuseIfDeceased({ status: owner.patientStatus });
      const saved = await assignQuestionnaire(db, owner, request.body);
      return reply
        .status(saved.created ? 201 : 200)
        .send({ ...saved, message: message('outcome.assigned') });
    },
  );

  app.get(
    '/patients/:patientId/outcome-assignments',
    {
      schema: {
        tags,
        params: patientParams,
        response: { 200: outcomeAssignmentList, ...failures },
      },
      config: read,
    },
    async (request) => {
      const owner = await ownerOf(request, request.params.patientId);
      await recordAudit(db, {
        actorUserId: owner.submittedBy,
        action: 'outcome.assignment.list',
        entity: 'patient',
        entityId: owner.patientId,
        ip: owner.ip,
        detail: { hospitalId: owner.hospitalId },
      });
      return (await assignmentsOf(db, owner.language, owner.patientId, owner.hospitalId)).map(
        toAssignment,
      );
    },
  );

  await app.register(ownOutcomeRoutes);
  await app.register(outcomeScaleRoutes);
};

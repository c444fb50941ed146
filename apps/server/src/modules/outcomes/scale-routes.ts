import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParam,
  okResponse,
  outcomeScale,
  outcomeScaleCreateRequest,
  outcomeScaleFields,
  outcomeScaleList,
  outcomeScaleQuery,
} from '@portal/shared';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-responses';
import { createScale, editScale, listScales, removeScale } from './scale-service';

const tags = ['outcomes'];
const manage = { access: { permission: 'manage:masters' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: idParam });

const actorOf = (request: FastifyRequest) => ({ userId: currentUser(request).id, ip: request.ip });

/**
 * The scales of the questionnaires: the super admin keeps them on the master screens. Reading
 * them is reference data (no patient data), as the questionnaires' questions are: anyone signed
 * in, among them everyone who reads outcome results.
 */
export const outcomeScaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/masters/outcome-scales',
    {
      schema: {
        tags,
        querystring: outcomeScaleQuery,
        response: { 200: outcomeScaleList, ...failures },
      },
      config: { access: 'authenticated' },
    },
    (request) => listScales(db, request.query.categoryId),
  );

  app.post(
    '/masters/outcome-scales',
    {
      schema: {
        tags,
        body: outcomeScaleCreateRequest,
        response: { 201: outcomeScale, ...failures },
      },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(await createScale(db, request.body, actorOf(request))),
  );

  app.put(
    '/masters/outcome-scales/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: outcomeScaleFields,
        response: { 200: outcomeScale, ...failures },
      },
      config: manage,
    },
    (request) => editScale(db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/masters/outcome-scales/:id',
    {
      schema: { tags, params: idParams, response: { 200: okResponse, ...failures } },
      config: manage,
    },
    async (request) => {
      await removeScale(db, request.params.id, actorOf(request));
      return { ok: true as const };
    },
  );
};

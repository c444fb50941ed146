import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editRevisionQuery,
  errorResponse,
  idParam,
  masterItem,
  masterItemBody,
  masterItemList,
  masterKind,
  masterRetiredRequest,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-responses';
import { findMasterItem, listMasterItems } from './repository';
import { PUBLIC_CACHE } from '../../plugins/security';
import { createMasterItem, editMasterItem, setMasterRetired } from './service';

const tags = ['masters'];
const manage = { access: { permission: 'manage:masters' as const } };
const writeFailures = errorResponses(400, 401, 403, 404, 409);

export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // Master lists are reference data without personal information: the public forms read them.
  app.get(
    '/masters/:kind',
    {
      schema: {
        tags,
        params: z.object({ kind: masterKind }),
        querystring: z.object({ parentId: idParam.optional() }),
        response: { 200: masterItemList, 400: errorResponse },
      },
      config: { access: 'public', cache: PUBLIC_CACHE.editedByAdmin },
    },
    (request) => listMasterItems(db, request.params.kind, request.query.parentId),
  );

  app.get(
    '/masters/:kind/:id',
    {
      schema: {
        tags,
        params: z.object({ kind: masterKind, id: idParam }),
        response: { 200: masterItem, 400: errorResponse, 404: errorResponse },
      },
      config: { access: 'public', cache: PUBLIC_CACHE.editedByAdmin },
    },
    async (request) => {
      const item = await findMasterItem(db, request.params.kind, request.params.id);
      if (!item) throw errors.notFound();
      return item;
    },
  );

  app.post(
    '/masters/:kind',
    {
      schema: {
        tags,
        params: z.object({ kind: masterKind }),
        body: masterItemBody,
        response: { 201: masterItem, ...writeFailures },
      },
      config: manage,
    },
    async (request, reply) => {
      const actor = { userId: currentUser(request).id, ip: request.ip };
      return reply
        .status(201)
        .send(await createMasterItem(db, request.params.kind, request.body, actor));
    },
  );

  app.put(
    '/masters/:kind/:id',
    {
      schema: {
        tags,
        params: z.object({ kind: masterKind, id: idParam }),
        querystring: editRevisionQuery,
        body: masterItemBody,
        response: { 200: masterItem, ...writeFailures },
      },
      config: manage,
    },
    (request) => {
      const actor = { userId: currentUser(request).id, ip: request.ip };
      const { kind, id } = request.params;
      return editMasterItem(db, kind, id, request.body, actor, request.query.revision);
    },
  );

  app.patch(
    '/masters/:kind/:id/retired',
    {
      schema: {
        tags,
        params: z.object({ kind: masterKind, id: idParam }),
        body: masterRetiredRequest,
        response: { 200: masterItem, ...writeFailures },
      },
      config: manage,
    },
    (request) => {
      const actor = { userId: currentUser(request).id, ip: request.ip };
      const { kind, id } = request.params;
      return setMasterRetired(db, kind, id, request.body.retired, actor);
    },
  );
};

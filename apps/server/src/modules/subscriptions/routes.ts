import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanList,
  editRevisionQuery,
  errorResponse,
  idParam,
  mySubscriptions as mySubscriptionsSchema,
  okResponse,
  plan,
  planAssignments,
  planList,
  planRequest,
  planStatusRequest,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-responses';
import { findPlan, hospitalsOnPlan } from './repository';
import { PUBLIC_CACHE } from '../../plugins/security';
import {
  activePlans,
  adminPlans,
  mySubscriptions,
  removePlan,
  savePlan,
  setPlanActive,
  toPlan,
} from './service';

const tags = ['subscriptions'];
const managePlans = { access: { permission: 'manage:plans' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: idParam });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const actor = (request: Parameters<typeof currentUser>[0]) => ({
    userId: currentUser(request).id,
    ip: request.ip,
  });

  app.get(
    '/subscriptions/plans/active',
    {
      schema: { tags, response: { 200: planList } },
      config: { access: 'public', cache: PUBLIC_CACHE.listings },
    },
    () => activePlans(db),
  );

  // One plan for the payment summary: public while it is on sale; the super admin sees any.
  app.get(
    '/subscriptions/plans/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: plan, 400: errorResponse, 404: errorResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const row = await findPlan(db, request.params.id);
      const isAdmin = request.session?.user.isSuperAdmin ?? false;
      if (!row || (!row.isActive && !isAdmin)) throw errors.notFound();
      return toPlan(row);
    },
  );

  app.get(
    '/subscriptions/plans',
    {
      schema: { tags, response: { 200: adminPlanList, 401: errorResponse, 403: errorResponse } },
      config: managePlans,
    },
    () => adminPlans(db),
  );

  app.post(
    '/subscriptions/plans',
    {
      schema: { tags, body: planRequest, response: { 201: plan, ...failures } },
      config: managePlans,
    },
    async (request, reply) =>
      reply.status(201).send(await savePlan(db, null, request.body, actor(request))),
  );

  app.put(
    '/subscriptions/plans/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: editRevisionQuery,
        body: planRequest,
        response: { 200: plan, ...failures },
      },
      config: managePlans,
    },
    (request) =>
      savePlan(db, request.params.id, request.body, actor(request), request.query.revision),
  );

  app.delete(
    '/subscriptions/plans/:id',
    {
      schema: { tags, params: idParams, response: { 200: okResponse, ...failures } },
      config: managePlans,
    },
    async (request) => {
      await removePlan(db, request.params.id, actor(request));
      return { ok: true as const };
    },
  );

  app.patch(
    '/subscriptions/plans/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: planStatusRequest,
        response: { 200: okResponse, ...failures },
      },
      config: managePlans,
    },
    async (request) => ({
      ok: true as const,
      ...(await setPlanActive(db, request.params.id, request.body.active, actor(request))),
    }),
  );

  app.get(
    '/subscriptions/plans/:id/hospitals',
    {
      schema: { tags, params: idParams, response: { 200: planAssignments, ...failures } },
      config: managePlans,
    },
    async (request) => ({ hospitals: await hospitalsOnPlan(db, request.params.id) }),
  );

  app.get(
    '/subscriptions/mine',
    {
      schema: {
        tags,
        response: { 200: mySubscriptionsSchema, 401: errorResponse, 403: errorResponse },
      },
      config: { access: { permission: 'read:subscription' } },
    },
    (request) => mySubscriptions(db, currentUser(request)),
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCouponRequest,
  coupon,
  couponList,
  couponRequest,
  couponStatusRequest,
  discountCode,
  discountCodeList,
  discountCodeRequest,
  idParam,
  messages,
  okResponse,
  priceQuote,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findPlan } from '../subscriptions/repository';
import { errorResponses } from '../../lib/error-responses';
import {
  removeDiscountCode,
  saveDiscountCode,
  setDiscountCodeActive,
  toDiscountCode,
} from './discount-codes';
import { findCoupon, listDiscountCodes } from './repository';
import {
  allCoupons,
  quotePlan,
  removeCoupon,
  saveCoupon,
  setCouponActive,
  toCoupon,
} from './service';

const tags = ['coupons'];
const manage = { access: { permission: 'manage:coupons' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: idParam });
const statusMessage = (active: boolean) =>
  active ? messages['plan.activated'] : messages['plan.deactivated'];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const actor = (request: Parameters<typeof currentUser>[0]) => ({
    userId: currentUser(request).id,
    ip: request.ip,
  });

  app.get(
    '/coupons',
    { schema: { tags, response: { 200: couponList, ...failures } }, config: manage },
    () => allCoupons(db),
  );

  app.get(
    '/coupons/:id',
    { schema: { tags, params: idParams, response: { 200: coupon, ...failures } }, config: manage },
    async (request) => {
      const row = await findCoupon(db, request.params.id);
      if (!row) throw errors.notFound();
      return toCoupon(row);
    },
  );

  app.post(
    '/coupons',
    {
      schema: { tags, body: couponRequest, response: { 201: coupon, ...failures } },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(await saveCoupon(db, null, request.body, actor(request))),
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: couponRequest,
        response: { 200: coupon, ...failures },
      },
      config: manage,
    },
    (request) => saveCoupon(db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/coupons/:id',
    {
      schema: { tags, params: idParams, response: { 200: okResponse, ...failures } },
      config: manage,
    },
    async (request) => {
      await removeCoupon(db, request.params.id, actor(request));
      return { ok: true as const };
    },
  );

  app.patch(
    '/coupons/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: couponStatusRequest,
        response: { 200: okResponse, ...failures },
      },
      config: manage,
    },
    async (request) => {
      await setCouponActive(db, request.params.id, request.body.active, actor(request));
      return { ok: true as const, message: statusMessage(request.body.active) };
    },
  );

  // The payment screen's Apply button: the server's price for this plan and code.
  app.post(
    '/coupons/quote',
    {
      schema: { tags, body: applyCouponRequest, response: { 200: priceQuote, ...failures } },
      config: { access: { permission: 'buy:subscription' } },
    },
    async (request) => {
      const plan = await findPlan(db, request.body.planId);
      if (!plan || !plan.isActive) throw errors.notFound();
      const { price, coupon: applied } = await quotePlan(
        db,
        plan,
        request.body.couponCode,
        currentUser(request).id,
      );
      return {
        planTotalPaise: price.listPricePaise,
        discountPaise: price.discountPaise,
        finalPaise: price.finalPaise,
        couponCode: applied?.name ?? null,
        message: messages['coupon.applied'],
      };
    },
  );

  app.get(
    '/discount-codes',
    { schema: { tags, response: { 200: discountCodeList, ...failures } }, config: manage },
    async () => (await listDiscountCodes(db)).map(toDiscountCode),
  );

  app.post(
    '/discount-codes',
    {
      schema: { tags, body: discountCodeRequest, response: { 201: discountCode, ...failures } },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(await saveDiscountCode(db, null, request.body, actor(request))),
  );

  app.put(
    '/discount-codes/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: discountCodeRequest,
        response: { 200: discountCode, ...failures },
      },
      config: manage,
    },
    (request) => saveDiscountCode(db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/discount-codes/:id',
    {
      schema: { tags, params: idParams, response: { 200: okResponse, ...failures } },
      config: manage,
    },
    async (request) => {
      await removeDiscountCode(db, request.params.id, actor(request));
      return { ok: true as const };
    },
  );

  app.patch(
    '/discount-codes/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: couponStatusRequest,
        response: { 200: okResponse, ...failures },
      },
      config: manage,
    },
    async (request) => {
      await setDiscountCodeActive(db, request.params.id, request.body.active, actor(request));
      return { ok: true as const, message: statusMessage(request.body.active) };
    },
  );
};

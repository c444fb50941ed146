import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  gatewayRedirect,
  paymentOutcome as paymentOutcomeSchema,
  planOrderRequest,
} from '@portal/shared';
import { acceptFormBodies } from '../../lib/form-body';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-responses';
import type { PaymentDeps } from './service';
import { handleCallback, paymentOutcome, startPlanPayment, startProgrammePayment } from './service';

const tags = ['payments'];
const failures = errorResponses(400, 401, 403, 404);

export function paymentRoutes(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Gateways post their callback as an HTML form.
    acceptFormBodies(app);
    const siteOrigin = (request: { protocol: string; host: string }) =>
      app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

    app.post(
      '/payments/plan-orders',
      {
        schema: {
          tags,
          body: planOrderRequest,
          // 409: the coupon's cap is reached or held by payments in progress, or the amount
          // changed since the buyer confirmed it.
          response: { 200: gatewayRedirect, ...failures, 409: errorResponse },
        },
        config: { access: { permission: 'buy:subscription' } },
      },
      (request) => startPlanPayment(deps, currentUser(request), request.body, siteOrigin(request)),
    );

    app.post(
      '/payments/programme-orders',
      {
        schema: { tags, response: { 200: gatewayRedirect, ...failures, 409: errorResponse } },
        config: { access: 'authenticated' },
      },
      (request) => startProgrammePayment(deps, currentUser(request), siteOrigin(request)),
    );

    // Called by the gateway from the payer's browser: no session or CSRF header; the checksum,
    // the stored order and the gateway's status call are what is trusted.
    app.post(
      '/payments/callback',
      {
        schema: { tags, body: z.record(z.string(), z.string()), response: { 400: errorResponse } },
        config: { access: 'public', csrf: false, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => reply.redirect(await handleCallback(deps, request.body), 303),
    );

    app.get(
      '/payments/orders/:orderId',
      {
        schema: {
          tags,
          params: z.object({ orderId: z.string().min(1).max(40) }),
          response: { 200: paymentOutcomeSchema, ...failures },
        },
        config: { access: 'authenticated' },
      },
      (request) => paymentOutcome(deps, currentUser(request), request.params.orderId),
    );
  };
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './helper';

/** Reads the hidden inputs of the first form in an HTML page (what the browser would post). */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return fields;
}

export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * Opens the sandbox's hosted page as a browser does: posts the gateway form, then follows the
 * 303 to the page's own address (post, redirect, get).
 */
export async function openHostedPage(
  app: FastifyInstance,
  redirect: { url: string; fields: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const posted = await postForm(app, redirect.url, redirect.fields);
  const location = posted.headers.location;
  if (posted.statusCode !== 303 || typeof location !== 'string') return posted;
  return app.inject({ method: 'GET', url: location });
}

/**
 * Walks the sandbox as a payer: starts a plan order, opens the hosted page, chooses the outcome,
 * and answers the signed callback fields the sandbox would post back (not yet posted).
 */
export async function payThroughSandbox(
  app: FastifyInstance,
  cookie: string,
  body: { planId: number; couponCode?: string },
  outcome: 'success' | 'failure',
) {
  const started = await call(app, 'POST', '/api/v1/payments/plan-orders', { cookie, body });
  if (started.statusCode !== 200)
    throw new Error(`order not started: ${started.statusCode} ${started.body}`);
  const redirect = started.json<{ orderId: string; url: string; fields: Record<string, string> }>();
  const hosted = await openHostedPage(app, redirect);
  if (hosted.statusCode !== 200) throw new Error(`hosted page refused: ${hosted.statusCode}`);
  const completed = await postForm(app, '/sandbox-gateway/complete', {
    orderId: redirect.orderId,
    outcome,
  });
  return {
    orderId: redirect.orderId,
    callback: formFields(completed.body),
    redirect,
    hostedPage: hosted.body,
  };
}

/**
 * The super admin's plan of 40 patients for 60 days at INR 2,000, and a coupon `couponName` that
 * takes INR 500 off it, made through the API; the plan's id.
 */
export async function createPlanWithCoupon(
  app: FastifyInstance,
  adminCookie: string,
  planName: string,
  couponName: string,
): Promise<number> {
  const plan = await call(app, 'POST', '/api/v1/subscriptions/plans', {
    cookie: adminCookie,
    body: {
      subscriptionName: planName,
      subscriptionType: 3,
      patientCount: 40,
      duration: 60,
      total: 2000,
      description: '<p>40 patients</p>',
    },
  });
  if (plan.statusCode !== 201) throw new Error(`plan not created: ${plan.body}`);
  const planId = plan.json<{ id: number }>().id;
  const coupon = await call(app, 'POST', '/api/v1/coupons', {
    cookie: adminCookie,
    body: { couponCodeName: couponName, planId, discountBase: 'flat', discountValue: 500 },
  });
  if (coupon.statusCode !== 201) throw new Error(`coupon not created: ${coupon.body}`);
  return planId;
}

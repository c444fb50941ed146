import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  mayReadPaymentOrder,
  messages,
  paths,
  type GatewayRedirect,
  type PaymentOutcome,
  type SessionUser,
  programmeTitle,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { daysInMs } from '../../lib/time';
import { activateLogin, findAccount } from '../accounts/repository';
import { toSessionUser } from '../accounts/service';
import { findPatientByUser } from '../patients/repository';
import { refuseIfDeceased } from '../patients/status';
import { recordAudit } from '../audit/repository';
import {
  countRedemption,
  findCouponByName,
  orderDiscountCode,
  settleCouponHold,
} from '../coupons/repository';
import { holdPlanCoupon } from '../coupons/service';
import { findPlan, insertHospitalSubscription } from '../subscriptions/repository';
import { failureReason } from './failure-reason';
import { planAsBought, termsOfPlan } from './plan-as-bought';
import type { GatewayResult, PaymentGateway } from './gateway';
import {
  completeOrder,
  latestPlanOrder,
  latestProgrammeOrder,
  findOrder,
  findOrderHospital,
  insertOrder,
  pendingOrdersBetween,
  stalePendingOrders,
  type PaymentOrderRow,
} from './repository';

export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * How long an open plan order is gone on with rather than replaced: well inside the day after
 * which an unpaid order is closed (reconcilePendingOrders), so a resumed payment is not closed
 * under the buyer.
 */
const RESUMABLE_MS = 60 * 60_000;
export const CALLBACK_PATH = '/api/v1/payments/callback';

/** Order ids: a prefix, the time and randomness; letters and digits only, as Paytm wants. */
function newOrderId(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Stores a pending order for a plan at the server's price, then hands the browser the gateway's
 * signed form. Nothing from the client but the plan id and the code decides the amount; the
 * amount the buyer confirmed (`expectedPaise`), when sent, must be that amount, so an edit of the
 * plan or the coupon since the page showed its price is refused, not charged.
 *
 * A start while the buyer's own order for the same plan and code is open (a second tab, or Back
 * and Buy again) goes on with that order: the gateway takes one payment per order id, so two
 * tabs cannot each pay with the coupon's last use.
 */
export async function startPlanPayment(
  deps: PaymentDeps,
  user: SessionUser,
  request: { planId: number; couponCode?: string | undefined; amountPaise?: number | undefined },
  siteOrigin: string,
): Promise<GatewayRedirect> {
  if (!user.hospitalId || !user.isHospitalAdmin)
    throw new AppError(403, 'forbidden', messages['payment.onlyChiefAdmin']);
  const plan = await findPlan(deps.db, request.planId);
  if (!plan || !plan.isActive) throw new AppError(404, 'not_found', messages['plan.inactive']);
  const hospitalId = user.hospitalId;
  const couponCode = request.couponCode || undefined;
  const now = deps.now?.() ?? new Date();
  const asConfirmed = (amountPaise: number) =>
    request.amountPaise === undefined || request.amountPaise === amountPaise;
  // The order and its hold on a use of the coupon are stored together: a payment with a capped
  // code starts only while the cap leaves a use (coupons/repository.ts holdCouponUse), and the
  // use is redeemed or given back when the order settles (finalizeOrder).
  const { order, resumed } = await deps.db.transaction(async (tx) => {
    const open = await latestPlanOrder(
      tx,
      { userId: user.id, hospitalId, planId: plan.id },
      'pending',
    );
    const coupon = couponCode ? await findCouponByName(tx, couponCode) : undefined;
    const sameTerms =
      open !== undefined &&
      now.getTime() - open.createdAt.getTime() < RESUMABLE_MS &&
      open.couponId === (coupon?.id ?? null) &&
      (open.couponId === null || open.couponHeld) &&
      asConfirmed(open.amountPaise);
    if (sameTerms) return { order: open, resumed: true };
    const { price, coupon: held } = await holdPlanCoupon(tx, plan, couponCode, user.id);
    // Thrown inside the transaction, so the use just held is given back.
    if (!asConfirmed(price.finalPaise)) {
      throw new AppError(409, 'price_changed', messages['payment.amountChanged']);
    }
    const inserted = await insertOrder(tx, {
      orderId: newOrderId('PLN'),
      purpose: 'plan',
      userId: user.id,
      hospitalId,
      planId: plan.id,
      ...termsOfPlan(plan),
      couponId: held?.id ?? null,
      couponHeld: held !== null,
      listPricePaise: price.listPricePaise,
      discountPaise: price.discountPaise,
      amountPaise: price.finalPaise,
      gateway: deps.gateway.name,
    });
    return { order: inserted, resumed: false };
  });
  await recordAudit(deps.db, {
    actorUserId: user.id,
    action: resumed ? 'payment.resumed' : 'payment.started',
    entity: 'payment_order',
    entityId: order.orderId,
  });
  return redirectFor(
    deps,
    order,
    user,
    siteOrigin,
    paths.paymentSuccess.getHref(order.orderId, plan.id),
  );
}

/**
 * A self-registered person pays for their programme: the amount stored at registration (with
 * their discount code applied then); a verified success activates their login.
 *
 * A programme is paid once, so a payment started again while one is open (a second tab, or Back
 * and Buy again) goes on with that open order instead of a new one: the gateway takes one
 * payment per order id, and two tabs can no longer each take the whole amount.
 */
export async function startProgrammePayment(
  deps: PaymentDeps,
  user: SessionUser,
  siteOrigin: string,
): Promise<GatewayRedirect> {
  if (user.userType !== 'patient' && user.userType !== 'guest') throw errors.forbidden();
  const patient = await findPatientByUser(deps.db, user.id);
  if (!patient) throw errors.notFound();
  refuseIfDeceased(patient);
  if (user.isLoginActive)
    throw new AppError(409, 'already_paid', messages['payment.alreadyActive']);
  const open = await latestProgrammeOrder(deps.db, user.id, 'pending');
  const resumed = open !== undefined && open.amountPaise === patient.payablePaise;
  const order = resumed
    ? open
    : await insertOrder(deps.db, {
        orderId: newOrderId('PRG'),
        purpose: 'programme',
        userId: user.id,
        programme: patient.registerType,
        discountCodeId: patient.discountCodeId,
        listPricePaise: patient.listPricePaise,
        discountPaise: patient.discountPaise,
        amountPaise: patient.payablePaise,
        gateway: deps.gateway.name,
      });
  await recordAudit(deps.db, {
    actorUserId: user.id,
    action: resumed ? 'payment.resumed' : 'payment.started',
    entity: 'payment_order',
    entityId: order.orderId,
  });
  return redirectFor(
    deps,
    order,
    user,
    siteOrigin,
    paths.paymentSuccess.getHref(order.orderId, null),
  );
}

/** The gateway form for an order, or straight to success when nothing is due. */
async function redirectFor(
  deps: PaymentDeps,
  order: PaymentOrderRow,
  user: SessionUser,
  siteOrigin: string,
  successUrl: string,
): Promise<GatewayRedirect> {
  if (order.amountPaise === 0) {
    // Nothing to pay (a full discount): no gateway takes a zero amount, so it completes here.
    await finalizeOrder(deps, order, {
      orderId: order.orderId,
      status: 'success',
      amountPaise: 0,
      transactionId: `FREE-${order.orderId}`,
      transactionDate: new Date(),
      message: 'No payment due',
      raw: { source: 'portal', reason: 'zero amount' },
    });
    return { orderId: order.orderId, method: 'GET', url: successUrl, fields: {} };
  }
  const account = await findAccount(deps.db, user.id);
  return deps.gateway.initiate({
    orderId: order.orderId,
    customerId: `USER${user.id}`,
    amountPaise: order.amountPaise,
    callbackUrl: `${siteOrigin}${CALLBACK_PATH}`,
    mobileNumber: user.mobileNumber,
    email: account?.email ?? null,
  });
}

/**
 * Applies the gateway's verified word to an order, once. Success activates only when the
 * order id and amount match what was stored; the status condition makes replays no-ops.
 */
export async function finalizeOrder(
  deps: PaymentDeps,
  order: PaymentOrderRow,
  result: GatewayResult,
): Promise<void> {
  if (result.status === 'pending') return;
  const amountMatches =
    result.orderId === order.orderId && result.amountPaise === order.amountPaise;
  if (result.status === 'success' && !amountMatches) {
    await recordAudit(deps.db, {
      actorUserId: null,
      action: 'payment.mismatch',
      entity: 'payment_order',
      entityId: order.orderId,
      detail: { reported: result.amountPaise, expected: order.amountPaise },
    });
    deps.log.warn(
      { orderId: order.orderId },
      'payment answer does not match the stored order; nothing changed',
    );
    return;
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const completed = await completeOrder(tx, order.orderId, {
      ...result,
      status: result.status === 'success' ? 'success' : 'failed',
    });
    if (!completed) return; // already settled: a replay or a concurrent callback
    await recordAudit(tx, {
      actorUserId: completed.userId,
      action: `payment.${completed.status}`,
      entity: 'payment_order',
      entityId: completed.orderId,
    });
    if (completed.couponId !== null && completed.couponHeld) {
      // Once per order, since only the caller that moved it out of pending gets here.
      await settleCouponHold(tx, completed.couponId, completed.status === 'success');
    } else if (completed.couponId !== null && completed.status === 'success') {
      await countRedemption(tx, completed.couponId);
    }
    if (completed.status !== 'success') return;
    if (completed.purpose === 'programme') await activateLogin(tx, completed.userId);
    if (completed.purpose === 'plan') {
      const plan = planAsBought(completed, (await findPlan(tx, completed.planId!))!);
      await insertHospitalSubscription(tx, {
        hospitalId: completed.hospitalId!,
        planId: completed.planId!,
        paymentOrderId: completed.id,
        patientCount: plan.patientCount,
        remainingCount: plan.patientCount,
        activatedAt: now,
        deactivatesAt: new Date(now.getTime() + daysInMs(plan.durationDays)),
      });
    }
  });
}

/** The gateway's form-post callback: verify, confirm with the gateway, settle. Answers where the browser goes. */
export async function handleCallback(
  deps: PaymentDeps,
  fields: Record<string, string>,
): Promise<string> {
  const claimed = deps.gateway.verifyCallback(fields);
  if (!claimed) {
    await recordAudit(deps.db, {
      actorUserId: null,
      action: 'payment.callback_refused',
      detail: { orderId: fields.ORDERID?.slice(0, 40) ?? null },
    });
    throw errors.badRequest('payment.callbackInvalid', 'checksum_invalid');
  }
  const order = await findOrder(deps.db, claimed.orderId);
  if (!order || order.gateway !== deps.gateway.name)
    throw errors.badRequest('payment.callbackInvalid', 'order_unknown');
  if (order.status === 'pending') {
    if (claimed.status === 'success' && claimed.amountPaise !== order.amountPaise) {
      await finalizeOrder(deps, order, claimed); // records the mismatch, changes nothing
      throw errors.badRequest('payment.callbackInvalid', 'amount_mismatch');
    }
    // The callback is a claim; the gateway's own status call decides.
    const confirmed =
      claimed.status === 'success' ? await deps.gateway.fetchStatus(order.orderId) : claimed;
    await finalizeOrder(deps, order, confirmed);
  }
  const settled = (await findOrder(deps.db, order.orderId))!;
  const page = settled.status === 'success' ? paths.paymentSuccess : paths.paymentFailed;
  return page.getHref(settled.orderId, settled.planId);
}

/** The job: asks the gateway about orders left pending (a lost callback), and closes abandoned ones. */
export async function reconcilePendingOrders(deps: PaymentDeps): Promise<number> {
  const now = (deps.now?.() ?? new Date()).getTime();
  let settled = 0;
  for (const order of await pendingOrdersBetween(
    deps.db,
    new Date(now - 2 * 60_000),
    new Date(now - daysInMs(1)),
  )) {
    try {
      await finalizeOrder(deps, order, await deps.gateway.fetchStatus(order.orderId));
      settled += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, orderId: order.orderId },
        'payment status check failed; will retry',
      );
    }
  }
  for (const order of await stalePendingOrders(deps.db, new Date(now - daysInMs(1)))) {
    const result = await deps.gateway.fetchStatus(order.orderId).catch(() => null);
    await finalizeOrder(
      deps,
      order,
      result && result.status !== 'pending'
        ? result
        : {
            orderId: order.orderId,
            status: 'failed',
            amountPaise: null,
            transactionId: null,
            transactionDate: null,
            message: 'Payment not completed within a day',
            raw: { source: 'portal', reason: 'abandoned' },
          },
    );
    settled += 1;
  }
  return settled;
}

/** What the outcome pages show; only the payer sees their order (another user's answers 404). */
export async function paymentOutcome(
  deps: PaymentDeps,
  user: SessionUser,
  orderId: string,
): Promise<PaymentOutcome> {
  const order = await findOrder(deps.db, orderId);
  if (!order || !mayReadPaymentOrder(user, order)) throw errors.notFound();
  // The receipt names who paid and the hospital paid for, whoever reads it (a chief admin reads
  // an earlier admin's) and wherever the payer works now.
  const account = (await findAccount(deps.db, order.userId))!;
  const payer = toSessionUser(account);
  const hospital = order.hospitalId
    ? await findOrderHospital(deps.db, order.hospitalId)
    : undefined;
  const current = order.planId ? await findPlan(deps.db, order.planId) : undefined;
  const plan = current && planAsBought(order, current);
  // A programme is paid once for its registration, whose months do not change after.
  const programmeMonths =
    order.purpose === 'programme'
      ? ((await findPatientByUser(deps.db, order.userId))?.programmeMonths ?? null)
      : null;
  return {
    orderId: order.orderId,
    status: order.status as PaymentOutcome['status'],
    purpose: order.purpose as PaymentOutcome['purpose'],
    amountPaise: order.amountPaise,
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    discountCode: order.discountPaise > 0 ? await orderDiscountCode(deps.db, order) : null,
    transactionId: order.gatewayTxnId,
    transactionDate: (order.gatewayTxnDate ?? order.completedAt)?.toISOString() ?? null,
    reason: order.status === 'failed' ? failureReason(order) : null,
    fullName: payer.fullName,
    mobileNumber: payer.mobileNumber,
    email: account.email,
    hospitalName: hospital?.name ?? null,
    hospitalRegistrationNo: hospital?.registrationNo ?? null,
    itemName: plan?.name ?? (order.programme ? programmeTitle(order.programme) : ''),
    registerType: plan ? null : (order.programme ?? null),
    patientCount: plan?.patientCount ?? null,
    durationDays: plan?.durationDays ?? null,
    programmeMonths,
    userType: payer.userType,
  };
}

import sanitizeHtml from 'sanitize-html';
import {
  mayReadPaymentOrder,
  message,
  messages,
  namingHospitals,
  type AdminPlan,
  type MySubscriptions,
  type Plan,
  type planRequest,
  type SessionUser,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation } from '../../lib/errors';
import { daysBetween } from '../../lib/time';
import { recordAudit } from '../audit/repository';
import { rupeesToPaise } from '../coupons/pricing';
import { flatCouponsAbove } from '../coupons/repository';
import { planAsBought } from '../payments/plan-as-bought';
import {
  deletePlan,
  hospitalSubscriptionRows,
  hospitalsOnPlan,
  findPlan,
  planReferences,
  insertPlan,
  listPlans,
  listPlansForAdmin,
  updatePlan,
  type PlanRow,
} from './repository';

type PlanInput = z.output<typeof planRequest>;
interface Actor {
  userId: number;
  ip: string;
}

/** The rich-text tags a plan description may keep; everything else is removed before storage. */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_HTML).trim();
}

/** The plans on sale, as the public plan page shows them. */
export async function activePlans(db: Executor): Promise<Plan[]> {
  return (await listPlans(db, true)).map(toPlan);
}

/** Every plan for the super admin's list, with whether a hospital holds it. */
export async function adminPlans(db: Executor): Promise<AdminPlan[]> {
  return (await listPlansForAdmin(db)).map(({ plan, held }) => ({
    ...toPlan(plan),
    held,
    revision: plan.revision,
  }));
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    subscriptionName: row.name,
    subscriptionType: row.subscriptionType,
    patientCount: row.patientCount,
    duration: row.durationDays,
    totalPaise: row.totalPaise,
    description: row.description,
    isActive: row.isActive,
  };
}

export async function savePlan(
  db: Database,
  id: number | null,
  input: PlanInput,
  actor: Actor,
  revision?: number,
) {
  const description = sanitizeDescription(input.description);
  if (description.replace(/<[^>]*>/g, '').trim() === '') {
    throw errors.invalidFields([
      { path: 'description', message: messages['plan.descriptionRequired'] },
    ]);
  }
  const values = {
    name: input.subscriptionName,
    subscriptionType: input.subscriptionType,
    patientCount: input.patientCount,
    durationDays: input.duration,
    totalPaise: rupeesToPaise(input.total),
    description,
  };
  // As a flat coupon above its plan's price is refused (coupons/service.ts), so is a price
  // lowered below a flat coupon of the plan: the plan would be free with it.
  // A plan made free on purpose (price 0) is free with or without the coupon.
  const freeWith =
    id === null || values.totalPaise === 0 ? [] : await flatCouponsAbove(db, id, values.totalPaise);
  if (freeWith.length > 0) {
    const text = message('plan.priceBelowCoupon', { codes: freeWith.join(', ') });
    throw errors.invalidFields([{ path: 'total', message: text }]);
  }
  try {
    const row =
      id === null ? await insertPlan(db, values) : await updatePlan(db, id, values, revision);
    if (!row) {
      // Saved by someone else since this editor read it, or gone.
      if (id !== null && (await findPlan(db, id))) throw errors.conflict('plan.changedSince');
      throw errors.notFound();
    }
    await recordAudit(db, {
      actorUserId: actor.userId,
      action: id === null ? 'plan.created' : 'plan.updated',
      entity: 'subscription_plan',
      entityId: row.id,
      ip: actor.ip,
    });
    return toPlan(row);
  } catch (error) {
    if (isUniqueViolation(error, 'subscription_plans_name_lower_unique')) {
      throw errors.conflictOn('plan.nameTaken', 'subscriptionName');
    }
    throw error;
  }
}

const assigned = (key: 'plan.assignedDelete' | 'plan.assignedStatus', hospitals: string[]) =>
  new AppError(409, 'plan_assigned', namingHospitals(messages[key], hospitals));

/** A plan assigned to a hospital can be neither deleted nor switched on or off (seed 001 section 4). */
export async function removePlan(db: Database, id: number, actor: Actor) {
  const hospitals = await hospitalsOnPlan(db, id);
  if (hospitals.length > 0) throw assigned('plan.assignedDelete', hospitals);
  const references = await planReferences(db, id);
  if (references.coupons) throw new AppError(409, 'plan_has_coupons', messages['plan.hasCoupons']);
  if (references.payments) throw new AppError(409, 'plan_in_payments', messages['plan.inPayments']);
  if (!(await deletePlan(db, id))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'plan.deleted',
    entity: 'subscription_plan',
    entityId: id,
    ip: actor.ip,
  });
}

export async function setPlanActive(db: Database, id: number, active: boolean, actor: Actor) {
  const hospitals = await hospitalsOnPlan(db, id);
  if (hospitals.length > 0) throw assigned('plan.assignedStatus', hospitals);
  if (!(await updatePlan(db, id, { isActive: active }))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: active ? 'plan.activated' : 'plan.deactivated',
    entity: 'subscription_plan',
    entityId: id,
    ip: actor.ip,
  });
  return { message: active ? messages['plan.activated'] : messages['plan.deactivated'] };
}

/**
 * Counters and table of My Subscription of the reader's hospital. Expired packs are listed but no
 * longer count; a pack's receipt is offered to a reader who may open it.
 */
export function mySubscriptions(db: Executor, reader: SessionUser, now = new Date()) {
  return hospitalPacks(db, reader.hospitalId!, reader, now);
}

/**
 * A hospital's packs and their counters, for its own doctors (mySubscriptions) or the super
 * admin; the receipts listed are those the reader may open.
 */
export async function hospitalPacks(
  db: Executor,
  hospitalId: number,
  reader: SessionUser,
  now = new Date(),
): Promise<MySubscriptions> {
  const rows = await hospitalSubscriptionRows(db, hospitalId);
  let remaining = 0;
  let registered = 0;
  const subscriptions = rows.map((row) => {
    const { subscription, plan, listPricePaise, paidPaise, orderId, orderUserId } = row;
    const bought = planAsBought(row, plan);
    const receiptReadable =
      orderId !== null &&
      orderUserId !== null &&
      mayReadPaymentOrder(reader, { userId: orderUserId, hospitalId: row.orderHospitalId });
    const isCurrent = subscription.activatedAt <= now && subscription.deactivatesAt > now;
    if (isCurrent) remaining += subscription.remainingCount;
    registered += subscription.patientCount - subscription.remainingCount;
    return {
      id: subscription.id,
      // The plan as bought: its name and days may have changed since.
      subscriptionName: bought.name,
      // The days the order bought; without one (a pack given, or an order from before orders
      // kept the plan's terms), the pack's own span: the plan's may have changed since.
      duration:
        row.planDurationDays ?? daysBetween(subscription.activatedAt, subscription.deactivatesAt),
      // The price the pack was bought at (the plan's may have changed since), and what was paid
      // after a coupon; a pack given without an order has neither.
      totalPaise: listPricePaise,
      paidPaise,
      receiptOrderId: receiptReadable ? orderId : null,
      planId: plan.id,
      description: plan.description,
      subscriptionType: plan.subscriptionType,
      actualCount: subscription.patientCount,
      patientCount: subscription.remainingCount,
      activationDate: subscription.activatedAt.toISOString(),
      deActivationDate: subscription.deactivatesAt.toISOString(),
      isCurrent,
    };
  });
  return {
    totalSubscriptionPacks: rows.length,
    totalPatientsRegistered: registered,
    remainingPatientQuota: remaining,
    subscriptions,
  };
}

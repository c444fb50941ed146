import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { isReferenced } from '../../db/referenced';
import {
  couponCodes,
  hospitalSubscriptions,
  hospitals,
  paymentOrders,
  subscriptionPlans,
} from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function listPlans(db: Executor, onlyActive: boolean) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(onlyActive ? eq(subscriptionPlans.isActive, true) : undefined)
    .orderBy(onlyActive ? asc(subscriptionPlans.totalPaise) : desc(subscriptionPlans.id));
}

/**
 * Whether a hospital holds the plan (any pack of it, expired too): what removePlan and
 * setPlanActive refuse on (hospitalsOnPlan): one probe of hospital_subscriptions_plan_idx per plan
 * (migration 0042).
 */
const planHeld = sql<boolean>`exists (select 1 from ${hospitalSubscriptions} where ${hospitalSubscriptions.planId} = ${qualified(subscriptionPlans.id)})`;

/** Every plan, newest first, for the super admin, each with whether a hospital holds it. */
export function listPlansForAdmin(db: Executor) {
  return db
    .select({ plan: subscriptionPlans, held: planHeld })
    .from(subscriptionPlans)
    .orderBy(desc(subscriptionPlans.id));
}

export async function findPlan(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function insertPlan(db: Executor, plan: typeof subscriptionPlans.$inferInsert) {
  const [row] = await db.insert(subscriptionPlans).values(plan).returning();
  return row!;
}

/** Changes a plan, only over `revision` when given (an edit of what its editor read). */
export async function updatePlan(
  db: Executor,
  id: number,
  plan: Partial<typeof subscriptionPlans.$inferInsert>,
  revision?: number,
) {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ ...plan, revision: sql`${subscriptionPlans.revision} + 1` })
    .where(
      and(
        eq(subscriptionPlans.id, id),
        revision === undefined ? undefined : eq(subscriptionPlans.revision, revision),
      ),
    )
    .returning();
  return row;
}

export async function deletePlan(db: Executor, id: number) {
  const rows = await db
    .delete(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id });
  return rows.length === 1;
}

/**
 * What else names a plan and keeps it from being deleted, besides a hospital holding it: coupon
 * codes set for it, or payments for it (a failed one too: the order is the payment's record).
 */
export async function planReferences(db: Executor, planId: number) {
  return {
    coupons: await isReferenced(db, couponCodes, couponCodes.planId, planId),
    payments: await isReferenced(db, paymentOrders, paymentOrders.planId, planId),
  };
}

/** Names of the hospitals a plan was ever assigned to. */
export async function hospitalsOnPlan(db: Executor, planId: number) {
  const rows = await db
    .selectDistinct({ name: hospitals.name })
    .from(hospitalSubscriptions)
    .innerJoin(hospitals, eq(hospitals.id, hospitalSubscriptions.hospitalId))
    .where(eq(hospitalSubscriptions.planId, planId))
    .orderBy(asc(hospitals.name))
    .limit(100);
  return rows.map((row) => row.name);
}

/** A hospital's packs with their plans and, for a pack bought online, what its order charged. */
export function hospitalSubscriptionRows(db: Executor, hospitalId: number) {
  return db
    .select({
      subscription: hospitalSubscriptions,
      plan: subscriptionPlans,
      listPricePaise: paymentOrders.listPricePaise,
      paidPaise: paymentOrders.amountPaise,
      orderId: paymentOrders.orderId,
      orderUserId: paymentOrders.userId,
      orderHospitalId: paymentOrders.hospitalId,
      planName: paymentOrders.planName,
      planPatientCount: paymentOrders.planPatientCount,
      planDurationDays: paymentOrders.planDurationDays,
    })
    .from(hospitalSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, hospitalSubscriptions.planId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, hospitalSubscriptions.paymentOrderId))
    .where(eq(hospitalSubscriptions.hospitalId, hospitalId))
    .orderBy(desc(hospitalSubscriptions.activatedAt), desc(hospitalSubscriptions.id));
}

export async function insertHospitalSubscription(
  db: Executor,
  row: typeof hospitalSubscriptions.$inferInsert,
) {
  await db.insert(hospitalSubscriptions).values(row);
}

/**
 * Uses one unit of a hospital's patient quota, from the active pack that ends first. Answers
 * false when none is left. The row lock keeps two registrations from taking the same unit.
 */
export async function consumePatientQuota(
  db: Executor,
  hospitalId: number,
  at: Date,
): Promise<boolean> {
  const [pack] = await db
    .select({ id: hospitalSubscriptions.id })
    .from(hospitalSubscriptions)
    .where(
      and(
        eq(hospitalSubscriptions.hospitalId, hospitalId),
        lte(hospitalSubscriptions.activatedAt, at),
        gt(hospitalSubscriptions.deactivatesAt, at),
        gt(hospitalSubscriptions.remainingCount, 0),
      ),
    )
    .orderBy(asc(hospitalSubscriptions.deactivatesAt), asc(hospitalSubscriptions.id))
    .limit(1)
    .for('update');
  if (!pack) return false;
  await db
    .update(hospitalSubscriptions)
    .set({ remainingCount: sql`${hospitalSubscriptions.remainingCount} - 1` })
    .where(eq(hospitalSubscriptions.id, pack.id));
  return true;
}

/**
 * The names of the plans on sale priced below an amount (a flat discount that would free them);
 * a plan that is free already is not one of them.
 */
export async function plansOnSaleBelow(db: Executor, pricePaise: number): Promise<string[]> {
  const rows = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.isActive, true),
        gt(subscriptionPlans.totalPaise, 0),
        lt(subscriptionPlans.totalPaise, pricePaise),
      ),
    )
    .orderBy(asc(subscriptionPlans.name));
  return rows.map((row) => row.name);
}

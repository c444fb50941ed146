import { and, asc, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  couponCodes,
  discountCodes,
  patients,
  paymentOrders,
  subscriptionPlans,
} from '../../db/schema';

export type CouponRow = typeof couponCodes.$inferSelect;

/** Whether payments named the coupon: it is kept then (payment_orders_coupon_idx). */
const couponInPayments = sql<boolean>`exists (select 1 from ${paymentOrders} where ${paymentOrders.couponId} = ${qualified(couponCodes.id)})`;

export async function listCoupons(db: Executor) {
  return db
    .select({ coupon: couponCodes, planName: subscriptionPlans.name, inPayments: couponInPayments })
    .from(couponCodes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, couponCodes.planId))
    .orderBy(desc(couponCodes.id));
}

export async function findCoupon(db: Executor, id: number) {
  const [row] = await db
    .select({ coupon: couponCodes, planName: subscriptionPlans.name, inPayments: couponInPayments })
    .from(couponCodes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, couponCodes.planId))
    .where(eq(couponCodes.id, id));
  return row;
}

/**
 * The names of the coupon codes for this plan (or for all plans) whose flat discount is above a
 * price: with one the plan would be free (coupon_codes has a handful of rows per plan).
 */
export async function flatCouponsAbove(db: Executor, planId: number, pricePaise: number) {
  const rows = await db
    .select({ name: couponCodes.name })
    .from(couponCodes)
    .where(
      and(
        or(eq(couponCodes.planId, planId), isNull(couponCodes.planId)),
        eq(couponCodes.discountBase, 'flat'),
        gt(couponCodes.discountValue, pricePaise),
      ),
    )
    .orderBy(asc(couponCodes.name));
  return rows.map((row) => row.name);
}

export async function findCouponByName(db: Executor, name: string) {
  const [row] = await db
    .select()
    .from(couponCodes)
    .where(sql`upper(${couponCodes.name}) = upper(${name})`)
    .limit(1);
  return row;
}

export async function insertCoupon(db: Executor, coupon: typeof couponCodes.$inferInsert) {
  const [row] = await db.insert(couponCodes).values(coupon).returning({ id: couponCodes.id });
  return row!.id;
}

export async function updateCoupon(
  db: Executor,
  id: number,
  coupon: Partial<typeof couponCodes.$inferInsert>,
) {
  const rows = await db
    .update(couponCodes)
    .set(coupon)
    .where(eq(couponCodes.id, id))
    .returning({ id: couponCodes.id });
  return rows.length === 1;
}

export async function deleteCoupon(db: Executor, id: number) {
  const rows = await db
    .delete(couponCodes)
    .where(eq(couponCodes.id, id))
    .returning({ id: couponCodes.id });
  return rows.length === 1;
}

/** Whether payments named the coupon, by the rule its list shows (couponInPayments). */
export async function couponUsedByOrders(db: Executor, id: number) {
  const [row] = await db
    .select({ used: couponInPayments })
    .from(couponCodes)
    .where(eq(couponCodes.id, id));
  return row?.used === true;
}

/*
 * The cap on a coupon's users (numberOfUsers, 0 = no limit) counts successful payments, and the
 * money is taken at the discounted price before the portal hears the outcome, so a use cannot be
 * refused once the payer has paid. The check therefore happens when a payment starts: the order
 * takes a hold on one use, in one conditional UPDATE below. Concurrent starts on the same coupon
 * queue on its row lock, and each re-reads the row after the one before commits (PostgreSQL's
 * read-committed re-check; PGlite runs one statement at a time), so redemptions + holds never
 * pass the cap. When the payment settles, exactly once (payments/repository.ts completeOrder),
 * a success turns its hold into a redemption and a failure or abandonment gives it back; both
 * keep redemptions + holds within the cap, so redemptions can never exceed it.
 */
const withinCap = sql`(${couponCodes.numberOfUsers} = 0 or ${couponCodes.redemptions} + ${couponCodes.heldByPayments} < ${couponCodes.numberOfUsers})`;

/**
 * Holds one use of an active coupon for a payment of this plan, if the cap leaves one; answers
 * the coupon as it is once held (its discount then is the one the order gets), or undefined.
 */
export async function holdCouponUse(db: Executor, id: number, planId: number) {
  const [row] = await db
    .update(couponCodes)
    .set({ heldByPayments: sql`${couponCodes.heldByPayments} + 1` })
    .where(
      and(
        eq(couponCodes.id, id),
        eq(couponCodes.isActive, true),
        or(isNull(couponCodes.planId), eq(couponCodes.planId, planId)),
        withinCap,
      ),
    )
    .returning();
  return row;
}

const ownPendingHolds = (userId: number, couponId: number) =>
  and(
    eq(paymentOrders.userId, userId),
    eq(paymentOrders.couponId, couponId),
    eq(paymentOrders.status, 'pending'),
    eq(paymentOrders.couponHeld, true),
  );

/** How many uses of the coupon the person's own payments in progress hold. */
export async function countOwnHolds(db: Executor, userId: number, couponId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(ownPendingHolds(userId, couponId));
  return row?.count ?? 0;
}

/**
 * Gives back the uses the person's own payments in progress hold on the coupon, as their new
 * payment replaces those (Back from the gateway, then Buy again, left an order pending for a
 * day, holding the only use). The older orders stay pending: paid after all, each counts as a
 * use taken without a hold (countRedemption).
 */
export async function releaseOwnHolds(db: Executor, userId: number, couponId: number) {
  const released = await db
    .update(paymentOrders)
    .set({ couponHeld: false })
    .where(ownPendingHolds(userId, couponId))
    .returning({ id: paymentOrders.id });
  if (released.length === 0) return;
  await db
    .update(couponCodes)
    .set({ heldByPayments: sql`${couponCodes.heldByPayments} - ${released.length}` })
    .where(eq(couponCodes.id, couponId));
}

/** A held use ends: a successful payment redeems it, any other end gives it back. */
export async function settleCouponHold(db: Executor, id: number, redeemed: boolean) {
  await db
    .update(couponCodes)
    .set({
      heldByPayments: sql`${couponCodes.heldByPayments} - 1`,
      ...(redeemed ? { redemptions: sql`${couponCodes.redemptions} + 1` } : {}),
    })
    .where(eq(couponCodes.id, id));
}

/**
 * A success of an order that took no hold (started before holds existed): it was paid at the
 * discount, so it counts, even past the cap.
 */
export async function countRedemption(db: Executor, id: number) {
  await db
    .update(couponCodes)
    .set({ redemptions: sql`${couponCodes.redemptions} + 1` })
    .where(eq(couponCodes.id, id));
}

/**
 * Saves an edit, unless it would set a cap below the uses already taken (redeemed or held): those
 * cannot be taken back. Keeping the cap as it was is always allowed. Answers 'saved',
 * 'missing' or 'below-use' with the uses taken.
 */
export async function updateCouponWithinUse(
  db: Executor,
  id: number,
  coupon: Partial<typeof couponCodes.$inferInsert> & { numberOfUsers: number },
): Promise<{ outcome: 'saved' | 'missing' } | { outcome: 'below-use'; used: number }> {
  const cap = coupon.numberOfUsers;
  const rows = await db
    .update(couponCodes)
    .set(coupon)
    .where(
      and(
        eq(couponCodes.id, id),
        sql`(${cap} = 0 or ${cap} = ${couponCodes.numberOfUsers} or ${couponCodes.redemptions} + ${couponCodes.heldByPayments} <= ${cap})`,
      ),
    )
    .returning({ id: couponCodes.id });
  if (rows.length === 1) return { outcome: 'saved' };
  const [current] = await db
    .select({ used: sql<number>`${couponCodes.redemptions} + ${couponCodes.heldByPayments}` })
    .from(couponCodes)
    .where(eq(couponCodes.id, id));
  return current ? { outcome: 'below-use', used: Number(current.used) } : { outcome: 'missing' };
}

/** Whether payments or registrations named the discount code: it is kept then. */
const discountCodeUsed = sql<boolean>`(exists (select 1 from ${paymentOrders} where ${paymentOrders.discountCodeId} = ${qualified(discountCodes.id)}) or exists (select 1 from ${patients} where ${patients.discountCodeId} = ${qualified(discountCodes.id)}))`;

export function listDiscountCodes(db: Executor) {
  return db
    .select({ ...getTableColumns(discountCodes), inUse: discountCodeUsed })
    .from(discountCodes)
    .orderBy(asc(discountCodes.id));
}

export async function findActiveDiscountCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(sql`upper(${discountCodes.code}) = upper(${code})`, eq(discountCodes.isActive, true)),
    )
    .limit(1);
  return row;
}

/** The code a payment's discount came from, as its receipt names it (kept, once used). */
export async function orderDiscountCode(
  db: Executor,
  order: { couponId: number | null; discountCodeId: number | null },
) {
  if (order.couponId !== null) {
    const [row] = await db
      .select({ name: couponCodes.name })
      .from(couponCodes)
      .where(eq(couponCodes.id, order.couponId));
    return row?.name ?? null;
  }
  if (order.discountCodeId !== null) {
    const [row] = await db
      .select({ name: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.id, order.discountCodeId));
    return row?.name ?? null;
  }
  return null;
}

export async function insertDiscountCode(db: Executor, code: typeof discountCodes.$inferInsert) {
  const [row] = await db.insert(discountCodes).values(code).returning();
  return row!;
}

export async function updateDiscountCode(
  db: Executor,
  id: number,
  code: Partial<typeof discountCodes.$inferInsert>,
) {
  const [row] = await db
    .update(discountCodes)
    .set(code)
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

export async function deleteDiscountCode(db: Executor, id: number) {
  const rows = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

/** Whether payments or patients' registrations used a discount code, by its list's rule. */
export async function discountCodeInUse(db: Executor, id: number) {
  const [row] = await db
    .select({ used: discountCodeUsed })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row?.used === true;
}

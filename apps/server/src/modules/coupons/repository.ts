import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponCodes, discountCodes, paymentOrders, subscriptionPlans } from '../../db/schema';

export type CouponRow = typeof couponCodes.$inferSelect;

export async function listCoupons(db: Executor) {
  return db
    .select({ coupon: couponCodes, planName: subscriptionPlans.name })
    .from(couponCodes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, couponCodes.planId))
    .orderBy(desc(couponCodes.id));
}

export async function findCoupon(db: Executor, id: number) {
  const [row] = await db
    .select({ coupon: couponCodes, planName: subscriptionPlans.name })
    .from(couponCodes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, couponCodes.planId))
    .where(eq(couponCodes.id, id));
  return row;
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

export async function couponUsedByOrders(db: Executor, id: number) {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.couponId, id))
    .limit(1);
  return row !== undefined;
}

export async function countRedemption(db: Executor, id: number) {
  await db
    .update(couponCodes)
    .set({ redemptions: sql`${couponCodes.redemptions} + 1` })
    .where(eq(couponCodes.id, id));
}

export function listDiscountCodes(db: Executor) {
  return db.select().from(discountCodes).orderBy(asc(discountCodes.id));
}

export async function findDiscountCode(db: Executor, id: number) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
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

export async function discountCodeUsedByOrders(db: Executor, id: number) {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.discountCodeId, id))
    .limit(1);
  return row !== undefined;
}

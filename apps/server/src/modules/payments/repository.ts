import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hospitals, paymentOrders, sandboxPayments } from '../../db/schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function insertOrder(db: Executor, order: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(order).returning();
  return row!;
}

export async function findOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.orderId, orderId))
    .limit(1);
  return row;
}

/** A person's latest programme order in a status: 'success' for the receipt, 'pending' when open. */
export async function latestProgrammeOrder(
  db: Executor,
  userId: number,
  status: 'pending' | 'success',
) {
  return latestOwnOrder(db, userId, status, eq(paymentOrders.purpose, 'programme'));
}

/** The person's newest order for a plan (for the hospital they buy for) in a status. */
export async function latestPlanOrder(
  db: Executor,
  order: { userId: number; hospitalId: number; planId: number },
  status: 'pending' | 'success',
) {
  return latestOwnOrder(
    db,
    order.userId,
    status,
    and(
      eq(paymentOrders.purpose, 'plan'),
      eq(paymentOrders.hospitalId, order.hospitalId),
      eq(paymentOrders.planId, order.planId),
    ),
  );
}

async function latestOwnOrder(
  db: Executor,
  userId: number,
  status: 'pending' | 'success',
  condition: SQL | undefined,
) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, status), condition))
    // payment_orders_user_idx (user_id, created_at): a person has a handful of orders.
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row;
}

/** The order id of a person's latest paid programme: the receipt of their payment page. */
export async function latestPaidProgrammeOrderId(db: Executor, userId: number) {
  return (await latestProgrammeOrder(db, userId, 'success'))?.orderId ?? null;
}

/** The hospital a plan was bought for: its name and registration number, for the receipt. */
export async function findOrderHospital(db: Executor, hospitalId: number) {
  const [row] = await db
    .select({ name: hospitals.name, registrationNo: hospitals.registrationNo })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  return row;
}

/**
 * Moves an order out of pending, once: the condition on the status makes a replayed or
 * concurrent callback a no-op. Answers the updated row only to the caller that moved it.
 */
export async function completeOrder(
  db: Executor,
  orderId: string,
  outcome: {
    status: 'success' | 'failed';
    transactionId: string | null;
    transactionDate: Date | null;
    message: string | null;
    raw: Record<string, unknown>;
  },
) {
  const [row] = await db
    .update(paymentOrders)
    .set({
      status: outcome.status,
      gatewayTxnId: outcome.transactionId,
      gatewayTxnDate: outcome.transactionDate,
      gatewayMessage: outcome.message?.slice(0, 300) ?? null,
      gatewayResponse: outcome.raw,
      completedAt: new Date(),
    })
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.status, 'pending')))
    .returning();
  return row;
}

/** Pending orders old enough to ask the gateway about. */
export function pendingOrdersBetween(db: Executor, olderThan: Date, newerThan: Date, limit = 50) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        lt(paymentOrders.createdAt, olderThan),
        gt(paymentOrders.createdAt, newerThan),
      ),
    )
    .limit(limit);
}

export function stalePendingOrders(db: Executor, olderThan: Date, limit = 50) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), lt(paymentOrders.createdAt, olderThan)))
    .limit(limit);
}

export async function recordSandboxPayment(
  db: Executor,
  orderId: string,
  amount: string,
  callbackUrl: string,
) {
  await db.insert(sandboxPayments).values({ orderId, amount, callbackUrl }).onConflictDoNothing();
}

export async function findSandboxPayment(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId))
    .limit(1);
  return row;
}

/** The payer's choice on the sandbox page; made once. */
export async function decideSandboxPayment(
  db: Executor,
  orderId: string,
  status: 'success' | 'failed',
  transactionId: string,
) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status, transactionId, completedAt: sql`now()` })
    .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'initiated')))
    .returning();
  return row;
}

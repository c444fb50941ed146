import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  dayStartInIndia,
  programmeTitle,
  type AdminPaymentRow,
  type PaymentPurpose,
  type PaymentStatus,
} from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  couponCodes,
  discountCodes,
  hospitals,
  paymentOrders,
  subscriptionPlans,
  users,
} from '../../db/schema';

/** Which payments the super admin reads: all of them, or those of one hospital, narrowed down. */
export interface PaymentFilters {
  hospitalId?: number | undefined;
  status?: PaymentStatus | undefined;
  purpose?: PaymentPurpose | undefined;
  /** Days in India, inclusive, on which the payments were started. */
  from?: string | undefined;
  to?: string | undefined;
  /** One order id, gateway transaction id or payer's mobile number, exactly. */
  search?: string | undefined;
}

function conditionsOf(filters: PaymentFilters): SQL | undefined {
  const { hospitalId, status, purpose, from, to, search } = filters;
  return and(
    hospitalId === undefined ? undefined : eq(paymentOrders.hospitalId, hospitalId),
    status ? eq(paymentOrders.status, status) : undefined,
    purpose ? eq(paymentOrders.purpose, purpose) : undefined,
    from ? gte(paymentOrders.createdAt, dayStartInIndia(from)) : undefined,
    to ? lt(paymentOrders.createdAt, dayStartInIndia(to, 1)) : undefined,
    search
      ? or(
          eq(paymentOrders.orderId, search),
          eq(paymentOrders.gatewayTxnId, search),
          inArray(
            paymentOrders.userId,
            sql`(select ${users.id} from ${users} where ${users.mobileNumber} = ${search})`,
          ),
        )
      : undefined,
  );
}

/**
 * Payments with what was bought, the hospital, the payer and the code, newest first (in the order
 * they were started, by id; the key is also where an export's next batch starts).
 */
function readPayments(db: Executor, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({
      order: paymentOrders,
      currentPlanName: subscriptionPlans.name,
      hospitalName: hospitals.name,
      couponName: couponCodes.name,
      discountCode: discountCodes.code,
      payerFirstName: users.firstName,
      payerLastName: users.lastName,
      payerMobile: users.mobileNumber,
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(hospitals, eq(hospitals.id, paymentOrders.hospitalId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentOrders.planId))
    .leftJoin(couponCodes, eq(couponCodes.id, paymentOrders.couponId))
    .leftJoin(discountCodes, eq(discountCodes.id, paymentOrders.discountCodeId))
    .where(where)
    .orderBy(desc(paymentOrders.id))
    .limit(limit)
    .offset(offset);
}

type PaymentRow = Awaited<ReturnType<typeof readPayments>>[number];

function toAdminPayment(row: PaymentRow): AdminPaymentRow {
  const { order } = row;
  return {
    orderId: order.orderId,
    startedAt: order.createdAt.toISOString(),
    settledAt: order.completedAt?.toISOString() ?? null,
    status: order.status as PaymentStatus,
    purpose: order.purpose as PaymentPurpose,
    // The plan as bought; an order from before orders kept it (migration 0040) reads the plan.
    planName:
      order.planName ??
      row.currentPlanName ??
      (order.programme ? programmeTitle(order.programme) : ''),
    hospitalId: order.hospitalId,
    hospitalName: row.hospitalName,
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
    code: row.couponName ?? row.discountCode,
    payerName: `${row.payerFirstName} ${row.payerLastName}`.trim(),
    payerMobile: row.payerMobile,
    gateway: order.gateway,
    gatewayTxnId: order.gatewayTxnId,
    gatewayMessage: order.gatewayMessage,
  };
}

/**
 * A page of the payments the filters select, newest first, with how many there are, how many of
 * them succeeded and what those brought in.
 */
export async function listPayments(
  db: Executor,
  filters: PaymentFilters,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = conditionsOf(filters);
  const rows = await readPayments(db, where, pageSize, (page - 1) * pageSize);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) filter (where ${paymentOrders.status} = 'success'))::int`,
      collectedPaise: sql<number>`coalesce(sum(${paymentOrders.amountPaise})
        filter (where ${paymentOrders.status} = 'success'), 0)::bigint`.mapWith(Number),
    })
    .from(paymentOrders)
    .where(where);
  const count = totals?.count ?? 0;
  return {
    data: rows.map(toAdminPayment),
    recordsTotal: count,
    recordsFiltered: count,
    paidCount: totals?.paidCount ?? 0,
    collectedPaise: totals?.collectedPaise ?? 0,
  };
}

/** Every payment the filters select, newest first, a batch at a time (for the CSV export). */
export async function* eachPayment(
  db: Executor,
  filters: PaymentFilters,
  batchSize = 1_000,
): AsyncGenerator<AdminPaymentRow> {
  const where = conditionsOf(filters);
  let before: number | null = null;
  for (;;) {
    const rows: PaymentRow[] = await readPayments(
      db,
      before === null ? where : and(where, lt(paymentOrders.id, before)),
      batchSize,
    );
    yield* rows.map(toAdminPayment);
    if (rows.length < batchSize) return;
    before = rows.at(-1)!.order.id;
  }
}

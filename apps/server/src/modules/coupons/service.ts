import {
  message,
  messages,
  type Coupon,
  type couponRequest,
  type MessageKey,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { findPlan, plansOnSaleBelow } from '../subscriptions/repository';
import { applyDiscount, percentToBasisPoints, rupeesToPaise, type Price } from './pricing';
import {
  countOwnHolds,
  couponUsedByOrders,
  deleteCoupon,
  findCoupon,
  findCouponByName,
  holdCouponUse,
  insertCoupon,
  listCoupons,
  releaseOwnHolds,
  updateCoupon,
  updateCouponWithinUse,
  type CouponRow,
} from './repository';

type CouponInput = z.output<typeof couponRequest>;

interface Actor {
  userId: number;
  ip: string;
}

export function toCoupon(row: {
  coupon: CouponRow;
  planName: string | null;
  inPayments: boolean;
}): Coupon {
  const { coupon } = row;
  return {
    id: coupon.id,
    couponCodeName: coupon.name,
    planId: coupon.planId ?? 0,
    planName: coupon.planId === null ? 'All Plans' : (row.planName ?? ''),
    discountBase: coupon.discountBase as Coupon['discountBase'],
    discountValue: coupon.discountValue,
    isActive: coupon.isActive,
    numberOfUser: coupon.numberOfUsers,
    redemptions: coupon.redemptions,
    heldByPayments: coupon.heldByPayments,
    inPayments: row.inPayments,
  };
}

const nameTaken = () => errors.conflictOn('coupon.nameTaken', 'couponCodeName');

async function columns(db: Executor, input: CouponInput) {
  const plan = input.planId === 0 ? null : await findPlan(db, input.planId);
  if (input.planId !== 0 && !plan) {
    throw errors.invalidFields([{ path: 'planId', message: messages['coupon.planRequired'] }]);
  }
  const discountValue =
    input.discountBase === 'flat'
      ? rupeesToPaise(input.discountValue)
      : percentToBasisPoints(input.discountValue);
  // A flat discount above the price of the one plan it is for is a slip (the plan would be free
  // whatever was typed); 100 % is how a coupon makes a plan free.
  if (plan && input.discountBase === 'flat' && discountValue > plan.totalPaise) {
    throw errors.invalidFields([
      { path: 'discountValue', message: messages['coupon.flatAbovePrice'] },
    ]);
  }
  // The same for a code for all plans, against each plan on sale.
  const freed =
    !plan && input.discountBase === 'flat' ? await plansOnSaleBelow(db, discountValue) : [];
  if (freed.length > 0) {
    const text = message('coupon.flatAbovePlans', { plans: freed.join(', ') });
    throw errors.invalidFields([{ path: 'discountValue', message: text }]);
  }
  return {
    name: input.couponCodeName,
    planId: input.planId === 0 ? null : input.planId,
    discountBase: input.discountBase,
    discountValue,
    numberOfUsers: input.numberOfUser,
  };
}

export async function saveCoupon(
  db: Database,
  id: number | null,
  input: CouponInput,
  actor: Actor,
) {
  const values = await columns(db, input);
  try {
    if (id === null) {
      id = await insertCoupon(db, values);
    } else {
      const saved = await updateCouponWithinUse(db, id, values);
      if (saved.outcome === 'missing') throw errors.notFound();
      if (saved.outcome === 'below-use') {
        const text = message('coupon.usersBelowUse', { count: saved.used });
        throw errors.invalidFields([{ path: 'numberOfUser', message: text }]);
      }
    }
  } catch (error) {
    if (isUniqueViolation(error, 'coupon_codes_name_unique')) throw nameTaken();
    throw error;
  }
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'coupon.saved',
    entity: 'coupon',
    entityId: id,
    ip: actor.ip,
  });
  return toCoupon((await findCoupon(db, id))!);
}

export async function removeCoupon(db: Database, id: number, actor: Actor) {
  if (await couponUsedByOrders(db, id)) {
    throw new AppError(409, 'coupon_in_use', messages['coupon.usedInPayments']);
  }
  if (!(await deleteCoupon(db, id))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'coupon.deleted',
    entity: 'coupon',
    entityId: id,
    ip: actor.ip,
  });
}

export async function setCouponActive(db: Database, id: number, active: boolean, actor: Actor) {
  if (!(await updateCoupon(db, id, { isActive: active }))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: active ? 'coupon.activated' : 'coupon.deactivated',
    entity: 'coupon',
    entityId: id,
    ip: actor.ip,
  });
}

export async function allCoupons(db: Executor) {
  return (await listCoupons(db)).map(toCoupon);
}

interface Plan {
  id: number;
  totalPaise: number;
}

const couponRefused = (status: number, code: string, key: MessageKey) =>
  new AppError(status, code, messages[key], [{ path: 'couponCode', message: messages[key] }]);

/**
 * Why a coupon cannot be used for a plan now, or nothing: unknown or inactive, for another plan
 * (seed 001 section 8), or its cap reached, by redemptions or by payments in progress holding
 * the remaining uses.
 */
function refusal(coupon: CouponRow | undefined, planId: number): AppError | null {
  if (!coupon || !coupon.isActive) return couponRefused(400, 'coupon_invalid', 'coupon.notValid');
  if (coupon.planId !== null && coupon.planId !== planId)
    return couponRefused(400, 'coupon_wrong_plan', 'coupon.wrongPlan');
  const cap = coupon.numberOfUsers;
  if (cap > 0 && coupon.redemptions >= cap)
    return couponRefused(409, 'coupon_used_up', 'coupon.usedUp');
  if (cap > 0 && coupon.redemptions + coupon.heldByPayments >= cap)
    return couponRefused(409, 'coupon_held', 'coupon.heldByPayments');
  return null;
}

const priceWith = (plan: Plan, coupon: CouponRow | null): Price =>
  applyDiscount(
    plan.totalPaise,
    coupon && { base: coupon.discountBase as 'flat' | 'percentage', value: coupon.discountValue },
  );

/**
 * The price of a plan with a coupon, computed here and only here (the payment screen's Apply).
 * A coupon counts when it exists, is active, is for every plan or this one and has a use left;
 * otherwise the answer names why. Only a read: the use is taken when the payment starts.
 */
export async function quotePlan(
  db: Executor,
  plan: Plan,
  couponCode: string | undefined,
  buyerId: number,
): Promise<{ price: Price; coupon: CouponRow | null }> {
  if (!couponCode) return { price: priceWith(plan, null), coupon: null };
  const coupon = await findCouponByName(db, couponCode);
  // A use held by the buyer's own payment in progress is theirs to take again (holdPlanCoupon).
  const ownHolds = coupon ? await countOwnHolds(db, buyerId, coupon.id) : 0;
  const refused = refusal(
    coupon && { ...coupon, heldByPayments: coupon.heldByPayments - ownHolds },
    plan.id,
  );
  if (refused || !coupon) throw refused ?? couponRefused(400, 'coupon_invalid', 'coupon.notValid');
  return { price: priceWith(plan, coupon), coupon };
}

/**
 * The price of a plan for a payment that starts now, holding one use of the coupon (see
 * repository.ts holdCouponUse for why the cap is enforced here). Run it in the transaction that
 * stores the order, so a failed insert gives the use back.
 */
export async function holdPlanCoupon(
  tx: Executor,
  plan: Plan,
  couponCode: string | undefined,
  buyerId: number,
): Promise<{ price: Price; coupon: CouponRow | null }> {
  if (!couponCode) return { price: priceWith(plan, null), coupon: null };
  const found = await findCouponByName(tx, couponCode);
  // The buyer's new payment replaces their own ones in progress: the uses those hold come back
  // first (rolled back with the transaction if this hold is refused).
  if (found) await releaseOwnHolds(tx, buyerId, found.id);
  const held = found && (await holdCouponUse(tx, found.id, plan.id));
  if (!held) {
    // Say why as the Apply button would, from the row as it is now (a new statement sees what
    // the concurrent payments or an admin committed meanwhile).
    const now = found && (await findCouponByName(tx, couponCode));
    throw refusal(now, plan.id) ?? couponRefused(409, 'coupon_held', 'coupon.heldByPayments');
  }
  return { price: priceWith(plan, held), coupon: held };
}

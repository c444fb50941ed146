import { messages, type Coupon, type couponRequest } from '@portal/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { findPlan } from '../subscriptions/repository';
import { applyDiscount, percentToBasisPoints, rupeesToPaise, type Price } from './pricing';
import {
  couponUsedByOrders,
  deleteCoupon,
  findCoupon,
  findCouponByName,
  insertCoupon,
  listCoupons,
  updateCoupon,
  type CouponRow,
} from './repository';

type CouponInput = z.output<typeof couponRequest>;

interface Actor {
  userId: number;
  ip: string;
}

export function toCoupon(row: { coupon: CouponRow; planName: string | null }): Coupon {
  const { coupon } = row;
  return {
    id: coupon.id,
    couponCodeName: coupon.name,
    planId: coupon.planId ?? 0,
    planName: coupon.planId === null ? 'All Plans' : (row.planName ?? ''),
    discountBase: coupon.discountBase as Coupon['discountBase'],
    discountValue: coupon.discountValue,
    isActive: coupon.isActive,
    redemptions: coupon.redemptions,
  };
}

const nameTaken = () =>
  errors.conflict('coupon.nameTaken', [
    { path: 'couponCodeName', message: messages['coupon.nameTaken'] },
  ]);

async function columns(db: Executor, input: CouponInput) {
  if (input.planId !== 0 && !(await findPlan(db, input.planId))) {
    throw errors.invalidFields([{ path: 'planId', message: messages['coupon.planRequired'] }]);
  }
  return {
    name: input.couponCodeName,
    planId: input.planId === 0 ? null : input.planId,
    discountBase: input.discountBase,
    discountValue:
      input.discountBase === 'flat'
        ? rupeesToPaise(input.discountValue)
        : percentToBasisPoints(input.discountValue),
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
    } else if (!(await updateCoupon(db, id, values))) {
      throw errors.notFound();
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
    throw new AppError(
      409,
      'coupon_in_use',
      'This coupon was used in payments; deactivate it instead.',
    );
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

/**
 * The price of a plan with a coupon, computed here and only here. A coupon counts when it exists,
 * is active, and is for every plan or this one; otherwise the answer names why (seed 001 section 8).
 */
export async function quotePlan(
  db: Executor,
  plan: { id: number; totalPaise: number },
  couponCode: string | undefined,
): Promise<{ price: Price; coupon: CouponRow | null }> {
  if (!couponCode) return { price: applyDiscount(plan.totalPaise, null), coupon: null };
  const coupon = await findCouponByName(db, couponCode);
  if (!coupon || !coupon.isActive)
    throw new AppError(400, 'coupon_invalid', messages['coupon.notValid'], [
      { path: 'couponCode', message: messages['coupon.notValid'] },
    ]);
  if (coupon.planId !== null && coupon.planId !== plan.id) {
    throw new AppError(400, 'coupon_wrong_plan', messages['coupon.wrongPlan'], [
      { path: 'couponCode', message: messages['coupon.wrongPlan'] },
    ]);
  }
  const price = applyDiscount(plan.totalPaise, {
    base: coupon.discountBase as 'flat' | 'percentage',
    value: coupon.discountValue,
  });
  return { price, coupon };
}

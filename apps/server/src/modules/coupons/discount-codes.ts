import { messages, type discountCodeRequest } from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, errors, isUniqueViolation } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import {
  deleteDiscountCode,
  discountCodeInUse,
  insertDiscountCode,
  updateDiscountCode,
} from './repository';

type DiscountCodeInput = z.output<typeof discountCodeRequest>;
interface Actor {
  userId: number;
  ip: string;
}

export function toDiscountCode(row: {
  id: number;
  code: string;
  discountPercent: number;
  isActive: boolean;
  inUse: boolean;
}) {
  return {
    id: row.id,
    coupponCode: row.code,
    discountPercent: row.discountPercent,
    isActive: row.isActive,
    inUse: row.inUse,
  };
}

export async function saveDiscountCode(
  db: Database,
  id: number | null,
  input: DiscountCodeInput,
  actor: Actor,
) {
  const values = { code: input.coupponCode, discountPercent: input.discountPercent };
  try {
    const row =
      id === null ? await insertDiscountCode(db, values) : await updateDiscountCode(db, id, values);
    if (!row) throw errors.notFound();
    await recordAudit(db, {
      actorUserId: actor.userId,
      action: 'discount_code.saved',
      entity: 'discount_code',
      entityId: row.id,
      ip: actor.ip,
    });
    // A new code is unused; an edited one may have been used already.
    return toDiscountCode({ ...row, inUse: id !== null && (await discountCodeInUse(db, id)) });
  } catch (error) {
    if (isUniqueViolation(error, 'discount_codes_code_unique')) {
      throw errors.conflictOn('discount.codeTaken', 'coupponCode');
    }
    throw error;
  }
}

export async function removeDiscountCode(db: Database, id: number, actor: Actor) {
  if (await discountCodeInUse(db, id)) {
    throw new AppError(409, 'discount_code_in_use', messages['discount.inUse']);
  }
  if (!(await deleteDiscountCode(db, id))) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'discount_code.deleted',
    entity: 'discount_code',
    entityId: id,
    ip: actor.ip,
  });
}

export async function setDiscountCodeActive(
  db: Database,
  id: number,
  active: boolean,
  actor: Actor,
) {
  const row = await updateDiscountCode(db, id, { isActive: active });
  if (!row) throw errors.notFound();
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: active ? 'discount_code.activated' : 'discount_code.deactivated',
    entity: 'discount_code',
    entityId: id,
    ip: actor.ip,
  });
}

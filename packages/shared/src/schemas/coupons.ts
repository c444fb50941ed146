import { z } from 'zod';
import { messageRef } from '../messages';
import { NINE_DIGITS, rupees } from './subscriptions';
import { MAX_STORED_INTEGER, recordId, serverText } from './common';

export const COUPON_NAME_MAX = 10;
export const DISCOUNT_BASES = [
  { value: 'flat', label: 'Flat discount (INR)' },
  { value: 'percentage', label: 'Percentage discount (%)' },
] as const;
export type DiscountBase = (typeof DISCOUNT_BASES)[number]['value'];

const couponName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(COUPON_NAME_MAX, messageRef('coupon.nameMax'))
    .regex(/^[A-Za-z0-9-]*$/, messageRef('coupon.nameCharacters'))
    .transform((value) => value.toUpperCase());

const usersInvalid = messageRef('coupon.usersInvalid');
/**
 * How many successful payments may use the code: a whole number of up to 9 digits, 0 (or left
 * empty) meaning no limit.
 */
const numberOfUsers = z
  .number({ error: usersInvalid })
  .int(usersInvalid)
  .min(0, usersInvalid)
  .max(NINE_DIGITS, usersInvalid)
  .nullish()
  .transform((value) => value ?? 0);

export const couponRequest = z
  .object({
    couponCodeName: couponName(messageRef('coupon.nameRequired')),
    /** 0 means every plan. */
    planId: z
      .number({ error: messageRef('coupon.planRequired') })
      .int()
      .min(0, messageRef('coupon.planRequired'))
      .max(MAX_STORED_INTEGER, messageRef('coupon.planRequired')),
    discountBase: z.enum(['flat', 'percentage'], { error: messageRef('coupon.baseRequired') }),
    discountValue: rupees(messageRef('coupon.priceRequired'), messageRef('plan.positive')).refine(
      (value) => value > 0,
      messageRef('plan.positive'),
    ),
    numberOfUser: numberOfUsers,
  })
  .refine((value) => value.discountBase !== 'percentage' || value.discountValue <= 100, {
    message: messageRef('coupon.percentMax'),
    path: ['discountValue'],
  });
export type CouponRequest = z.input<typeof couponRequest>;

export const coupon = z.object({
  id: z.number().int(),
  couponCodeName: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  discountBase: z.enum(['flat', 'percentage']),
  /** Paise for a flat discount, hundredths of a percent for a percentage. */
  discountValue: z.number().int(),
  isActive: z.boolean(),
  /** The cap on successful payments with this code; 0 means no limit. */
  numberOfUser: z.number().int(),
  /** Successful payments that used the code. */
  redemptions: z.number().int(),
  /** Payments started with the code and not yet settled: each holds one use until it ends. */
  heldByPayments: z.number().int(),
  /** Payments named the code (any outcome): it can be deactivated, not deleted. */
  inPayments: z.boolean(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponList = z.array(coupon);
export const couponStatusRequest = z.object({ active: z.boolean() });

/** Patient discount codes (Discount Code Plan). */
export const discountCodeRequest = z.object({
  coupponCode: couponName(messageRef('discount.codeRequired')),
  discountPercent: z
    .number({ error: messageRef('discount.percentRequired') })
    .int(messageRef('discount.percentRange'))
    .min(1, messageRef('discount.percentRange'))
    .max(100, messageRef('discount.percentRange')),
});
export type DiscountCodeRequest = z.input<typeof discountCodeRequest>;
export const discountCode = z.object({
  id: z.number().int(),
  coupponCode: z.string(),
  discountPercent: z.number().int(),
  isActive: z.boolean(),
  /** Patients registered or paid with the code: it can be deactivated, not deleted. */
  inUse: z.boolean(),
});
export const discountCodeList = z.array(discountCode);

export const applyCouponRequest = z.object({
  planId: recordId,
  couponCode: z.string().trim().min(1, messageRef('coupon.enterCode')).max(20),
});
export const priceQuote = z.object({
  planTotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  finalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  ...serverText,
});
export type PriceQuote = z.infer<typeof priceQuote>;

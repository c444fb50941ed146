import { z } from 'zod';
// The catalogue's error map, wherever a schema is loaded (the browser loads schemas one by one).
import '../zod-messages';
import { messageRef } from '../messages';

export const PLAN_NAME_MAX = 25;
/** Numeric plan and coupon inputs: at most 9 digits. */
export const NINE_DIGITS = 999_999_999;
export const PLAN_DESCRIPTION_MAX = 5000;

const wholeNumber = (required: string, min = 1) =>
  z
    .number({ error: required })
    .int(messageRef('plan.wholeNumber'))
    .min(min, messageRef('plan.positive'))
    .max(NINE_DIGITS, messageRef('plan.nineDigits'));

/**
 * Rupees as typed: up to 9 digits and two decimals, converted to paise by the server. Zero is
 * allowed (a free plan); `negative` is what a number below zero is told.
 */
export const rupees = (required: string, negative = messageRef('plan.notNegative')) =>
  z
    .number({ error: required })
    .min(0, negative)
    .max(NINE_DIGITS, messageRef('plan.nineDigits'))
    // The number's own shortest text: exact for every amount a person types, however large
    // (a tolerance on value * 100 stops working above about 13 crore).
    .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), messageRef('plan.paise'));

export const planRequest = z.object({
  subscriptionName: z
    .string({ error: messageRef('plan.nameRequired') })
    .trim()
    .min(1, messageRef('plan.nameRequired'))
    .max(PLAN_NAME_MAX, messageRef('plan.nameMax')),
  subscriptionType: z.literal([1, 2, 3], { error: messageRef('plan.typeRequired') }),
  patientCount: wholeNumber(messageRef('plan.patientCountRequired')),
  duration: wholeNumber(messageRef('plan.durationRequired')).max(
    36_500,
    messageRef('plan.durationMax'),
  ),
  total: rupees(messageRef('plan.totalRequired')),
  description: z
    .string({ error: messageRef('plan.descriptionRequired') })
    .trim()
    .min(1, messageRef('plan.descriptionRequired'))
    .max(PLAN_DESCRIPTION_MAX, messageRef('plan.descriptionMax'))
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      messageRef('plan.descriptionRequired'),
    ),
});
export type PlanRequest = z.input<typeof planRequest>;

export const plan = z.object({
  id: z.number().int(),
  subscriptionName: z.string(),
  subscriptionType: z.number().int(),
  patientCount: z.number().int(),
  duration: z.number().int(),
  totalPaise: z.number().int(),
  description: z.string(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof plan>;
export const planList = z.array(plan);

/**
 * A plan as the super admin's list shows it. `held`: a hospital holds it (was ever given a pack
 * of it), so the server refuses to delete it or to switch it on or off (seed 001 section 4).
 */
export const adminPlan = plan.extend({
  held: z.boolean(),
  /** The plan's revision, for an edit (editRevisionQuery). */
  revision: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlan>;
export const adminPlanList = z.array(adminPlan);

export const planStatusRequest = z.object({ active: z.boolean() });
export const planAssignments = z.object({ hospitals: z.array(z.string()) });

/** The hospital's subscriptions (My Subscription, seed 001 section 2.6). */
export const mySubscriptionRow = z.object({
  id: z.number().int(),
  subscriptionName: z.string(),
  duration: z.number().int(),
  /** The plan's price when the pack was bought; null for a pack given without an order. */
  totalPaise: z.number().int().nullable(),
  /** What the hospital paid for it after any coupon; null for a pack given without payment. */
  paidPaise: z.number().int().nullable(),
  /** The order whose receipt the reader may open (paths.paymentSuccess); null otherwise. */
  receiptOrderId: z.string().nullable(),
  planId: z.number().int(),
  description: z.string(),
  subscriptionType: z.number().int(),
  actualCount: z.number().int(),
  patientCount: z.number().int(),
  activationDate: z.string(),
  deActivationDate: z.string(),
  isCurrent: z.boolean(),
});
export const mySubscriptions = z.object({
  totalSubscriptionPacks: z.number().int(),
  totalPatientsRegistered: z.number().int(),
  remainingPatientQuota: z.number().int(),
  subscriptions: z.array(mySubscriptionRow),
});
export type MySubscriptions = z.infer<typeof mySubscriptions>;

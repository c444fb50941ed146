import { z } from 'zod';
import { messageRef } from '../messages';
import { calendarDay, daysInOrder, pageQuery, pagedResponse, spansAtMostDays } from './common';
import { languageCode } from './locations';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payments';

/** The longest range one CSV export of payments covers. */
export const PAYMENT_EXPORT_MAX_DAYS = 366;

const paymentDay = calendarDay(messageRef('payments.dateInvalid'));
/**
 * What the super admin can narrow the payments to: a status, plans or programmes, the days they
 * were started on (in India, inclusive), and one order id, gateway transaction id or payer's
 * mobile number.
 */
const paymentFilterFields = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  from: paymentDay.optional(),
  to: paymentDay.optional(),
  search: z.string().trim().max(64).optional(),
});

export const adminPaymentQuery = pageQuery
  .extend({ pageSize: z.coerce.number().int().min(1).max(50).default(10) })
  .extend(paymentFilterFields.shape)
  .refine(daysInOrder, { message: messageRef('payments.rangeInvalid'), path: ['to'] });
export type AdminPaymentQuery = z.input<typeof adminPaymentQuery>;

/**
 * An export names its days, at most PAYMENT_EXPORT_MAX_DAYS of them, and the language of its
 * column titles (`lang`, English by default).
 */
export const adminPaymentExportQuery = paymentFilterFields
  .extend({ lang: languageCode })
  .refine((value) => value.from !== undefined && value.to !== undefined, {
    message: messageRef('payments.exportRangeRequired'),
    path: ['from'],
  })
  .refine(daysInOrder, { message: messageRef('payments.rangeInvalid'), path: ['to'] })
  .refine(spansAtMostDays(PAYMENT_EXPORT_MAX_DAYS), {
    message: messageRef('payments.exportRangeTooLong', { max: PAYMENT_EXPORT_MAX_DAYS }),
    path: ['to'],
  });
export type AdminPaymentExportQuery = z.output<typeof adminPaymentExportQuery>;

/**
 * A payment started on the portal, whatever became of it: what a super admin reads when someone
 * says they paid and got nothing, and what the gateway's settlement is matched against.
 */
export const adminPaymentRow = z.object({
  orderId: z.string(),
  startedAt: z.string(),
  /** When the gateway's answer settled it; null while pending. */
  settledAt: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** What was bought: the plan as bought (its name may have changed since), or the programme. */
  planName: z.string(),
  /** The hospital a plan was bought for; null for a programme. */
  hospitalId: z.number().int().nullable(),
  hospitalName: z.string().nullable(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
  /** The coupon or discount code applied, if any. */
  code: z.string().nullable(),
  payerName: z.string(),
  payerMobile: z.string(),
  gateway: z.string(),
  gatewayTxnId: z.string().nullable(),
  /** The gateway's own words about the payment (its reason, for a failed one). */
  gatewayMessage: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

/** A page of payments, with what the payments the filters select brought in altogether. */
export const adminPaymentPage = pagedResponse(adminPaymentRow).extend({
  /** How many of them succeeded, and their amounts together. */
  paidCount: z.number().int(),
  collectedPaise: z.number().int(),
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPage>;

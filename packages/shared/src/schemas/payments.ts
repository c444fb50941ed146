import { z } from 'zod';
import { recordId } from './common';

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A plan for a hospital, or a programme a person registered for. */
export const PAYMENT_PURPOSES = ['plan', 'programme'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const planOrderRequest = z.object({
  planId: recordId,
  couponCode: z.string().trim().max(20).optional(),
  /**
   * The amount the buyer was shown and confirmed, in paise: the order is refused if the price
   * changed since (a plan or coupon edited meanwhile), rather than charging another amount.
   */
  amountPaise: z.number().int().min(0).max(100_000_000_000).optional(),
});

/** Where the browser goes next: a form posted to the gateway, fields as hidden inputs. */
export const gatewayRedirect = z.object({
  orderId: z.string(),
  method: z.enum(['POST', 'GET']),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type GatewayRedirect = z.infer<typeof gatewayRedirect>;

/** What the success and failed pages show (seed 001 section 2.8). */
export const paymentOutcome = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountPaise: z.number().int(),
  /** The price before the discount, the discount, and the code it came from (null: none). */
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  discountCode: z.string().nullable(),
  transactionId: z.string().nullable(),
  transactionDate: z.string().nullable(),
  reason: z.string().nullable(),
  fullName: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  hospitalName: z.string().nullable(),
  hospitalRegistrationNo: z.string().nullable(),
  itemName: z.string(),
  /** A programme payment's register type, so a screen can name the programme in its language. */
  registerType: z.string().nullable(),
  patientCount: z.number().int().nullable(),
  durationDays: z.number().int().nullable(),
  /** The months a programme sold by the month was paid for; null for any other payment. */
  programmeMonths: z.number().int().nullable(),
  userType: z.string(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

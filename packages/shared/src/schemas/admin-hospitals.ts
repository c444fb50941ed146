import { z } from 'zod';
import { idParam, pageQuery, pagedResponse } from './common';
import { mySubscriptions } from './subscriptions';

/**
 * Where a hospital's subscription stands today: a pack running, packs that all ended, or none
 * bought.
 */
export const HOSPITAL_SUBSCRIPTION_STATES = ['active', 'expired', 'none'] as const;
export type HospitalSubscriptionState = (typeof HOSPITAL_SUBSCRIPTION_STATES)[number];

/**
 * The super admin's list of hospitals: a page, optionally of those whose name holds `search`,
 * and of those whose subscription stands as `subscription` (expired: whom to ask to renew).
 */
export const adminHospitalQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  search: z.string().trim().max(100).optional(),
  subscription: z.enum(HOSPITAL_SUBSCRIPTION_STATES).optional(),
});
export type AdminHospitalQuery = z.input<typeof adminHospitalQuery>;

/** A hospital as the super admin sees it: who runs it, its size, its subscription. */
export const adminHospitalRow = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  hospitalType: z.string(),
  districtName: z.string(),
  stateName: z.string(),
  chiefAdminName: z.string(),
  /** The hospital's mobile number with its country code, when it gave one. */
  mobile: z.string().nullable(),
  registeredAt: z.string(),
  /** Active members (the chief admin among them). */
  doctors: z.number().int(),
  patients: z.number().int(),
  subscription: z.enum(HOSPITAL_SUBSCRIPTION_STATES),
  /** Patients the running packs still allow (0 when none runs). */
  patientsLeft: z.number().int(),
  /** When the running packs end (the last of them), or when the last pack ended. */
  until: z.string().nullable(),
});
export type AdminHospitalRow = z.infer<typeof adminHospitalRow>;
export const adminHospitalPage = pagedResponse(adminHospitalRow);

export const adminHospitalParams = z.object({ hospitalId: idParam });

/** One hospital for the super admin: the row of the list, and its packs as its admin sees them. */
export const adminHospitalDetail = z.object({
  hospital: adminHospitalRow,
  /** Its registration number and e-mail, when the hospital gave them. */
  registrationNo: z.string().nullable(),
  email: z.string().nullable(),
  subscriptions: mySubscriptions,
});
export type AdminHospitalDetail = z.infer<typeof adminHospitalDetail>;

/** A page of a hospital's plan payments, newest first. */
export const adminHospitalPaymentQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type AdminHospitalPaymentQuery = z.input<typeof adminHospitalPaymentQuery>;

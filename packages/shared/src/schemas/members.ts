import { z } from 'zod';
import { idParam, mobileNumber, recordId, serverText } from './common';
import { doctorFields } from './accounts';

export const MEMBER_ROLES = ['chief_admin', 'doctor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** invited: the admin asked, the doctor has not answered; requested: the other way round. */
export const MEMBER_STATUSES = ['invited', 'requested', 'active', 'declined', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A doctor of the hospital, as the chief admin's Doctors screen lists them. */
export const hospitalMember = z.object({
  doctorId: z.number().int(),
  name: z.string(),
  specialityName: z.string(),
  registrationNo: z.string(),
  mobileNumber: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  /** Joined (active), or invited / asked (pending); ISO timestamp. */
  since: z.string(),
  /** The login was made by the admin and its password is not set yet. */
  passwordPending: z.boolean(),
});
export type HospitalMember = z.infer<typeof hospitalMember>;
export const hospitalMemberList = z.array(hospitalMember);

/** The details of a doctor who has no account yet, typed by the admin who adds them. */
export const newMemberDoctor = doctorFields.pick({
  doctorName: true,
  registrationNo: true,
  specialityId: true,
  genderId: true,
  email: true,
});
export type NewMemberDoctor = z.infer<typeof newMemberDoctor>;

/**
 * The admin adds a doctor by mobile number. An existing doctor is invited; for a number without
 * an account the server asks for `newDoctor` (status details_required) and then makes one.
 */
export const addMemberRequest = z.object({
  mobileNumber,
  newDoctor: newMemberDoctor.optional(),
});
export type AddMemberRequest = z.infer<typeof addMemberRequest>;

export const addMemberResponse = z.object({
  /**
   * invited: an existing doctor must accept; active: an account was made, or they had asked;
   * details_required: the number has no account, so nothing was done until the doctor's details
   * come with it (the message says so).
   */
  status: z.enum(['invited', 'active', 'details_required']),
  accountCreated: z.boolean(),
  ...serverText,
});

/** One of the logged-in doctor's hospitals: joined, invited to, or asked to join. */
export const ownMembership = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  districtName: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  since: z.string(),
});
export type OwnMembership = z.infer<typeof ownMembership>;

export const ownMemberships = z.object({
  /** The hospital the doctor works in now, if any. */
  currentHospitalId: z.number().int().nullable(),
  /** Active, invited and requested memberships; declined and removed ones are history. */
  memberships: z.array(ownMembership),
});
export type OwnMemberships = z.infer<typeof ownMemberships>;

export const currentHospitalRequest = z.object({ hospitalId: recordId });

export const joinRequest = z.object({ hospitalId: recordId });

/** Hospitals a doctor can ask to join: found by district and part of the name. */
export const joinableHospitalQuery = z.object({
  districtId: idParam,
  name: z.string().trim().max(100).optional(),
});
export const joinableHospital = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  city: z.string().nullable(),
  /** Its pincode ('' where it has none) and its chief admin's name as stored: two hospitals of one name in a district are told apart by them. */
  pincode: z.string(),
  chiefAdminName: z.string(),
  /** The doctor's own standing with it, if any. */
  membershipStatus: z.enum(MEMBER_STATUSES).nullable(),
});
export const joinableHospitalList = z.array(joinableHospital);

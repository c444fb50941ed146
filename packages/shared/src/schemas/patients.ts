import { z } from 'zod';
import { isValidAadhaar } from '../aadhaar';
import { DEFAULT_COUNTRY_CODE, MOBILE_PATTERN } from '../constants';
import {
  CLINIC_REGISTER_TYPES,
  MAX_PROGRAMME_MONTHS,
  SELF_REGISTER_TYPES,
} from '../content/programmes';
import { ageOn, isCalendarDate, todayInIndia } from '../dates';
import { messageRef } from '../messages';
import {
  alongsideFieldErrors,
  confirmPassword,
  mobileNumber,
  newPassword,
  optionalEmail,
  pagedResponse,
  personName,
  recordId,
  requiredId,
  serverText,
} from './common';
import { placeFields, withPlaceRules } from './locations';

/** Patient status (seed 000 section 4): 1 alive (green), 2 dead (red), 3 lost follow-up (blue). */
export const PATIENT_STATUSES = [
  { value: 1, label: 'Alive', color: 'green' },
  { value: 2, label: 'Dead', color: 'red' },
  { value: 3, label: 'Lost Follow-up', color: 'blue' },
] as const;
export type PatientStatus = 1 | 2 | 3;
/** A patient recorded as deceased, as every hospital sees them. */
export const DECEASED_PATIENT_STATUS: PatientStatus = 2;

const monthsInvalid = messageRef('patient.monthsInvalid', { max: MAX_PROGRAMME_MONTHS });
/** Months of a monthly programme bought at registration (the personal assistance programme). */
const programmeMonthCount = z
  .number({ error: monthsInvalid })
  .int(monthsInvalid)
  .min(1, monthsInvalid)
  .max(MAX_PROGRAMME_MONTHS, monthsInvalid);

export const PATIENT_LIMITS = {
  firstName: 20,
  middleName: 20,
  lastName: 30,
  email: 50,
  city: 30,
  address: 500,
  age: 120,
  couponCode: 12,
  otherCancerSubsite: 100,
} as const;

const requiredName = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messageRef('common.tooLong', { max }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageRef('common.tooLong', { max }))
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalMobile = z
  .string()
  .trim()
  .refine((value) => value === '' || MOBILE_PATTERN.test(value), messageRef('mobile.invalid'))
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The rules of a date of birth, in both patient forms: text that names no day ('31-02-2020',
 * 'abc') is told so, not that it is in the future; a day ahead of today is refused; so is one
 * earlier than the oldest age the form takes (without that rule a typed 1880 was taken and only
 * the age it filled was marked wrong). Empty text passes: each form says whether it may be empty.
 */
const withBirthDateRules = (text: z.ZodString) =>
  text
    .refine((value) => value === '' || isCalendarDate(value), messageRef('common.dateInvalid'))
    .refine(
      (value) => !isCalendarDate(value) || value <= todayInIndia(),
      messageRef('patient.dateOfBirthInvalid'),
    )
    .refine(
      (value) => !isCalendarDate(value) || ageOn(value, todayInIndia()) <= PATIENT_LIMITS.age,
      messageRef('patient.dateOfBirthTooEarly', { max: PATIENT_LIMITS.age }),
    );

const dateOfBirth = withBirthDateRules(z.string().trim())
  .optional()
  .transform((value) => (value ? value : undefined));

/** The person's own fields, the same in every registration form. */
export const patientPersonFields = z.object({
  firstName: personName(
    requiredName(PATIENT_LIMITS.firstName, messageRef('patient.firstNameRequired')),
  ),
  middleName: personName(optionalText(PATIENT_LIMITS.middleName)),
  lastName: personName(
    requiredName(PATIENT_LIMITS.lastName, messageRef('patient.lastNameRequired')),
  ),
  // One literal of two values, not a union: a form resolver reports a union's first member's
  // error ("expected 1") instead of the union's own message.
  genderId: z.literal([1, 2], { error: messageRef('doctor.genderRequired') }),
  dateOfBirth,
  age: z
    .number({ error: messageRef('patient.ageRequired') })
    .int(messageRef('patient.ageInvalid'))
    .min(0, messageRef('patient.ageInvalid'))
    .max(PATIENT_LIMITS.age, messageRef('patient.ageInvalid')),
  emailId: optionalEmail(PATIENT_LIMITS.email),
  countryCode: z.literal(DEFAULT_COUNTRY_CODE).default(DEFAULT_COUNTRY_CODE),
  mobileNumber,
  alternativeMobileNumberOne: optionalMobile,
  alternativeMobileNumberTwo: optionalMobile,
  ...placeFields,
  city: requiredName(PATIENT_LIMITS.city, messageRef('location.cityRequired')),
  address: requiredName(PATIENT_LIMITS.address, messageRef('patient.addressRequired')),
  aadhaarNumber: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isValidAadhaar(value.replace(/[\s-]/g, '')),
      messageRef('patient.aadhaarInvalid'),
    )
    .optional()
    .transform((value) => (value ? value.replace(/[\s-]/g, '') : undefined)),
});

/** The date of birth, when given, must agree with the age (within a year). */
const ageMatchesBirth = (value: { age: unknown; dateOfBirth?: unknown }) =>
  typeof value.dateOfBirth !== 'string' ||
  !isCalendarDate(value.dateOfBirth) ||
  typeof value.age !== 'number' ||
  Math.abs(ageOn(value.dateOfBirth, todayInIndia()) - value.age) <= 1;
const ageMatchesBirthRule = {
  message: messageRef('patient.ageMismatch'),
  path: ['age'],
  ...alongsideFieldErrors,
};

/**
 * An alternative mobile number is another number: not the mobile number, nor the first
 * alternative. The message goes on the alternative that repeats.
 */
function alternativeMobilesDiffer(value: Record<string, unknown>, context: z.RefinementCtx) {
  const earlier: unknown[] = [value.mobileNumber];
  for (const field of ['alternativeMobileNumberOne', 'alternativeMobileNumberTwo'] as const) {
    const number = value[field];
    if (typeof number !== 'string' || number.trim() === '') continue;
    if (earlier.some((other) => typeof other === 'string' && other.trim() === number.trim())) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: messageRef('patient.alternativeMobileSame'),
      });
    }
    earlier.push(number);
  }
}

/** Registration or edit by a doctor of the hospital. */
export const doctorPatientRequest = withPlaceRules(
  patientPersonFields.extend({
    consultantDoctorIds: z
      .array(recordId, { error: messageRef('patient.consultantRequired') })
      .min(1, messageRef('patient.consultantRequired'))
      .max(20),
    stageId: requiredId(messageRef('patient.stageRequired')),
    siteId: requiredId(messageRef('patient.siteRequired')),
    subSiteId: recordId.nullable().optional(),
    lookingForId: recordId.nullable().optional(),
  }),
)
  .refine(ageMatchesBirth, ageMatchesBirthRule)
  .superRefine(alternativeMobilesDiffer, alongsideFieldErrors);
export type DoctorPatientRequest = z.input<typeof doctorPatientRequest>;
export type DoctorPatient = z.output<typeof doctorPatientRequest>;

/** The cancer subsite whose name asks for the 'other cancer subsite' text (seed 000 section 3). */
export const isOtherCancerSubsite = (siteName: string | null | undefined) =>
  siteName?.trim().toLowerCase() === 'other';

const missing = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * Self-registration from a programme page (the seed's normal-person / new cancer form): a person
 * with a password whose login waits for payment. A cancer patient also gives the cancer subsite,
 * what they are looking for, the stage and the treatment history; the date of birth is required
 * (it fills the age), the address is not asked for.
 */
export const selfRegistrationRequest = withPlaceRules(
  patientPersonFields.extend({
    registerType: z.enum(SELF_REGISTER_TYPES),
    patientType: z.enum(['patient', 'guest']),
    // Not `abort` on the required rule: an aborting rule would stop the cross-field rules below
    // as well.
    dateOfBirth: withBirthDateRules(
      z
        .string({ error: messageRef('patient.dateOfBirthRequired') })
        .trim()
        .min(1, messageRef('patient.dateOfBirthRequired')),
    ),
    address: optionalText(PATIENT_LIMITS.address),
    password: newPassword,
    confirmPassword,
    termsAccepted: z.literal(true, { error: messageRef('patient.termsRequired') }),
    siteId: recordId.nullable().optional(),
    /** Typed when the chosen cancer subsite is Other (the server knows which site that is). */
    otherCancerSubsite: z
      .string()
      .trim()
      .max(PATIENT_LIMITS.otherCancerSubsite, messageRef('patient.otherSubsiteMax'))
      .optional()
      .transform((value) => (value ? value : undefined)),
    lookingForId: recordId.nullable().optional(),
    stageId: recordId.nullable().optional(),
    treatmentHistoryIds: z.array(recordId).max(20).default([]),
    clinicIds: z.array(recordId).max(10).default([]),
    couponCode: optionalText(PATIENT_LIMITS.couponCode),
    /** For a programme sold by the month: how many months (1 when not sent); others ignore it. */
    months: programmeMonthCount.optional(),
  }),
)
  .refine(
    (value) =>
      typeof value.confirmPassword !== 'string' ||
      value.confirmPassword === '' ||
      value.password === value.confirmPassword,
    {
      message: messageRef('common.passwordMismatch'),
      path: ['confirmPassword'],
      ...alongsideFieldErrors,
    },
  )
  .refine(ageMatchesBirth, ageMatchesBirthRule)
  .superRefine(alternativeMobilesDiffer, alongsideFieldErrors)
  .superRefine((value, context) => {
    const require = (path: string, text: string) =>
      context.addIssue({ code: 'custom', path: [path], message: text });
    if (value.patientType === 'patient') {
      if (missing(value.siteId)) require('siteId', messageRef('patient.subsiteRequired'));
      if (missing(value.lookingForId))
        require('lookingForId', messageRef('patient.youLookingForRequired'));
      if (missing(value.stageId)) require('stageId', messageRef('patient.stagesRequired'));
      if (missing(value.treatmentHistoryIds))
        require('treatmentHistoryIds', messageRef('patient.treatmentHistoryRequired'));
    }
    if (
      (CLINIC_REGISTER_TYPES as readonly string[]).includes(value.registerType) &&
      missing(value.clinicIds)
    ) {
      require('clinicIds', messageRef('patient.clinicRequired'));
    }
  }, alongsideFieldErrors);
export type SelfRegistrationRequest = z.input<typeof selfRegistrationRequest>;
export type SelfRegistration = z.output<typeof selfRegistrationRequest>;

export const patientListQuery = z.object({
  search: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * The `anchor` of the list's first page: later pages are counted from it, so patients
   * registered meanwhile do not shift them (each patient is seen exactly once).
   */
  anchor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const patientListRow = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  genderId: z.number().int(),
  mobileNumber: z.string(),
  alternativeMobileNumberOne: z.string().nullable(),
  alternativeMobileNumberTwo: z.string().nullable(),
  patientStatus: z.number().int(),
});
export type PatientListRow = z.infer<typeof patientListRow>;
export const patientListPage = pagedResponse(patientListRow).extend({
  /** Pass it back for the next pages of the same list (see patientListQuery). */
  anchor: z.number().int(),
  /** A search with more matches than PATIENT_SEARCH_BOUND: recordsFiltered is that bound. */
  filteredIsLowerBound: z.boolean(),
});

export const patientRecord = z.object({
  patientId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  genderId: z.number().int(),
  dateOfBirth: z.string().nullable(),
  age: z.number().int(),
  emailId: z.string().nullable(),
  countryCode: z.string(),
  mobileNumber: z.string(),
  alternativeMobileNumberOne: z.string().nullable(),
  alternativeMobileNumberTwo: z.string().nullable(),
  countryId: z.number().int(),
  stateId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  /** Typed where the country has no lists (then the ids are null). */
  stateName: z.string().nullable(),
  districtName: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  address: z.string(),
  /** Only ever XXXX-XXXX-1234. */
  aadhaarMasked: z.string().nullable(),
  patientStatus: z.number().int(),
  patientType: z.enum(['patient', 'guest']),
  registerType: z.string(),
  stageId: z.number().int().nullable(),
  siteId: z.number().int().nullable(),
  subSiteId: z.number().int().nullable(),
  lookingForId: z.number().int().nullable(),
  consultantDoctorIds: z.array(z.number().int()),
  /** When the record last changed (ISO, milliseconds): an edit sends it back as its base. */
  updatedAt: z.string(),
});
export type PatientRecord = z.infer<typeof patientRecord>;

/**
 * When the record was last changed as the edit form read it. An edit made from an older read is
 * refused rather than silently replacing what was saved since.
 */
export const patientUpdateQuery = z.object({ baseUpdatedAt: z.iso.datetime().optional() });

export const patientStatusRequest = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** A registered, edited or bound patient: their id and the catalogue's message. */
export const patientSavedResponse = z.object({ patientId: z.number().int(), ...serverText });
export type PatientSavedResponse = z.infer<typeof patientSavedResponse>;

/** The patient a lookup found (null: none), and whether the hospital already holds them. */
export const patientLookupResponse = z.object({
  patient: patientRecord.nullable(),
  alreadyBound: z.boolean(),
});
export type PatientLookupResponse = z.infer<typeof patientLookupResponse>;

export const patientLookupRequest = z.object({
  searchBy: z.string().trim().min(1, messageRef('patient.searchRequired')).max(50),
});

export const patientBindRequest = z.object({
  consultantDoctorIds: z.array(recordId).min(1, messageRef('patient.consultantRequired')).max(20),
  /**
   * The patient's exact mobile number or e-mail, as the lookup found them: a hospital takes on a
   * patient whose contact it knows, never one named only by an id.
   */
  searchBy: z.string().trim().min(1, messageRef('patient.searchRequired')).max(50),
});

export const hospitalDoctor = z.object({ id: z.number().int(), name: z.string() });
export const hospitalDoctorList = z.array(hospitalDoctor);

export const patientBinding = z.object({ hospitalName: z.string(), doctorName: z.string() });
export const patientBindingList = z.array(patientBinding);

/** The summary a self-registered person sees (seed 000 section 3). */
export const patientSummary = z.object({
  fullName: z.string(),
  mobileNumber: z.string(),
  registrationType: z.string(),
  /** The seed's English words for the kind ('Cancer Patient'); screens write patientKind. */
  patientType: z.string(),
  patientKind: z.enum(['patient', 'guest']),
  programmeTitle: z.string(),
  /** The months paid for, for a programme sold by the month; null for the others. */
  programmeMonths: z.number().int().nullable(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  payablePaise: z.number().int(),
  isLoginActive: z.boolean(),
  /** The paid programme's order, for its receipt (paths.paymentSuccess); null before paying. */
  receiptOrderId: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummary>;

/** The registration form checks a discount code for a programme when the field is left. */
export const discountCheckRequest = z.object({
  registerType: z.string().max(40),
  couponCode: z.string().trim().min(1).max(12),
  months: programmeMonthCount.optional(),
});
export type DiscountCheckRequest = z.input<typeof discountCheckRequest>;

/** The price part of the summary with that code: list price, discount and payable, in paise. */
export const discountCheckResult = patientSummary.pick({
  listPricePaise: true,
  discountPaise: true,
  payablePaise: true,
});

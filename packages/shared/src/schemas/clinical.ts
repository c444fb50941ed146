import { z } from 'zod';
import {
  COMPLETE_CLINICAL_STATUS,
  ENE_ECS_OPTIONS,
  INTENT_OPTIONS,
  MODALITY_OPTIONS,
  NODE_DISSECTION_OPTIONS,
  PRIMARY_RESECTION_OPTIONS,
  RADIATION_PLAN_OPTIONS,
  RADIATION_TYPE_OPTIONS,
  RECONSTRUCTION_OPTIONS,
} from '../clinical-options';
import { isCalendarDate, todayInIndia, yearsAfter } from '../dates';
import { MAX_STORED_INTEGER, requiredId, serverText } from './common';
import { messageRef } from '../messages';
import { STAGE_PREFIXES } from '../registry/ajcc/types';
import { checkCodingFields, codingFields, withDerivedStage } from './clinical-coding';

/** Limits of the clinical-details form (seed 000 sections 3 and 5; the seed gives none). */
export const CLINICAL_LIMITS = {
  pathology: 500,
  chemoProtocol: 200,
  comment: 500,
  fractionsMax: 80,
  cyclesMax: 50,
  doseMaxGy: 100,
} as const;

const choiceInvalid = messageRef('clinical.choiceInvalid');

/** A form select: empty (null, undefined or '') is "not given", stored as null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.enum(options), z.literal(''), z.null()], { error: choiceInvalid })
    .optional()
    .transform((value) => (value ? value : null));

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const optionalMasterId = requiredId(choiceInvalid)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const requiredMasterId = requiredId;

/**
 * The days a clinical date may fall on: from 1900 to two years ahead (a planned surgery or the
 * next cycle is ahead; a year typed as 2062 or 0202 is a slip).
 */
export const CLINICAL_DATE_RANGE = { earliest: '1900-01-01', yearsAhead: 2 } as const;

const inClinicalRange = (day: string) =>
  day >= CLINICAL_DATE_RANGE.earliest &&
  day <= yearsAfter(todayInIndia(), CLINICAL_DATE_RANGE.yearsAhead);

/** A calendar date as yyyy-MM-dd (shown dd-MMM-yyyy); empty is "not given". */
const optionalDate = z
  .string({ error: messageRef('clinical.dateInvalid') })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), messageRef('clinical.dateInvalid'))
  .refine(
    (value) => !isCalendarDate(value) || inClinicalRange(value),
    messageRef('clinical.dateOutOfRange', { years: CLINICAL_DATE_RANGE.yearsAhead }),
  )
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const wholeNumber = (max: number, invalid: string) =>
  z
    .number({ error: invalid })
    .int(invalid)
    .min(1, invalid)
    .max(max, invalid)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const dose = z
  .number({ error: messageRef('clinical.doseInvalid') })
  // A dose of 0 Gy is no radiation: an empty field says "not given".
  .positive(messageRef('clinical.doseInvalid'))
  .max(CLINICAL_LIMITS.doseMaxGy, messageRef('clinical.doseInvalid'))
  .refine(hasTwoDecimalsAtMost, messageRef('clinical.doseInvalid'))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const clinicalFields = z.object({
  // Diagnosis and staging
  primarySiteId: requiredMasterId(messageRef('clinical.primarySiteRequired')),
  subSiteId: optionalMasterId,
  ...codingFields,
  pathology: optionalText(CLINICAL_LIMITS.pathology, messageRef('clinical.pathologyMax')),
  histologicTypeId: optionalMasterId,
  ptId: optionalMasterId,
  pnId: optionalMasterId,
  marginsId: optionalMasterId,
  eneEcs: optionalChoice(ENE_ECS_OPTIONS),
  // Treatment
  status: z.union([z.literal(1), z.literal(3)], { error: messageRef('clinical.statusRequired') }),
  intent: z.enum(INTENT_OPTIONS, { error: messageRef('clinical.intentRequired') }),
  modality: optionalChoice(MODALITY_OPTIONS),
  treatmentId: requiredMasterId(messageRef('clinical.treatmentRequired')),
  // Surgery
  dateOfAdmission: optionalDate,
  dateOfSurgery: optionalDate,
  dateOfDischarge: optionalDate,
  primaryResection: optionalChoice(PRIMARY_RESECTION_OPTIONS),
  nodeDissection: optionalChoice(NODE_DISSECTION_OPTIONS),
  reconstruction: optionalChoice(RECONSTRUCTION_OPTIONS),
  // Radiation
  planOfRadiation: optionalChoice(RADIATION_PLAN_OPTIONS),
  typeOfRadiation: optionalChoice(RADIATION_TYPE_OPTIONS),
  rtStartDate: optionalDate,
  rtCompleteDate: optionalDate,
  fractions: wholeNumber(CLINICAL_LIMITS.fractionsMax, messageRef('clinical.fractionInvalid')),
  doseGy: dose,
  // Chemotherapy
  chemoProtocol: optionalText(CLINICAL_LIMITS.chemoProtocol, messageRef('clinical.protocolMax')),
  dateOfChemo: optionalDate,
  proposedCycles: wholeNumber(CLINICAL_LIMITS.cyclesMax, messageRef('clinical.cyclesInvalid')),
  nextCycleDate: optionalDate,
  comment: optionalText(CLINICAL_LIMITS.comment, messageRef('clinical.commentMax')),
});

type DateKey =
  | 'dateOfAdmission'
  | 'dateOfSurgery'
  | 'dateOfDischarge'
  | 'rtStartDate'
  | 'rtCompleteDate'
  | 'dateOfChemo'
  | 'nextCycleDate';

/** Pairs of dates where the later may not come before the earlier. */
const DATE_ORDER: { earlier: DateKey; later: DateKey; message: string }[] = [
  {
    earlier: 'dateOfAdmission',
    later: 'dateOfSurgery',
    message: messageRef('clinical.surgeryBeforeAdmission'),
  },
  {
    earlier: 'dateOfSurgery',
    later: 'dateOfDischarge',
    message: messageRef('clinical.dischargeBeforeSurgery'),
  },
  {
    earlier: 'dateOfAdmission',
    later: 'dateOfDischarge',
    message: messageRef('clinical.dischargeBeforeAdmission'),
  },
  {
    earlier: 'rtStartDate',
    later: 'rtCompleteDate',
    message: messageRef('clinical.rtCompleteBeforeStart'),
  },
  {
    earlier: 'dateOfChemo',
    later: 'nextCycleDate',
    message: messageRef('clinical.nextCycleBeforeChemo'),
  },
];

/**
 * The dates of treatment that has happened: when the status says the treatment is Complete, none
 * of them can be after today (the next cycle, a plan, may be).
 */
const DATES_OF_DONE_TREATMENT: DateKey[] = [
  'dateOfAdmission',
  'dateOfSurgery',
  'dateOfDischarge',
  'rtStartDate',
  'rtCompleteDate',
  'dateOfChemo',
];

// Reads defensively: the checks also run when the rest of the form did not parse.
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const dateOf = (value: unknown, key: DateKey): string | null => {
  const raw = fieldOf(value, key);
  return typeof raw === 'string' && isCalendarDate(raw.trim()) ? raw.trim() : null;
};

const isComplete = (value: unknown) => fieldOf(value, 'status') === COMPLETE_CLINICAL_STATUS;

const ALL_DATES: DateKey[] = [...DATES_OF_DONE_TREATMENT, 'nextCycleDate'];

/**
 * The form's dates that fall before the patient's date of birth (a slip of the year: 1950 for
 * 2050), with their message. None when the birth date is not known (a patient registered with
 * an age only: that age may be years old, so no bound drawn from it is safe).
 */
export function clinicalDatesBeforeBirth(
  value: unknown,
  dateOfBirth: string | null,
): { path: DateKey; message: string }[] {
  if (!dateOfBirth) return [];
  return ALL_DATES.filter((key) => {
    const day = dateOf(value, key);
    return day !== null && day < dateOfBirth;
  }).map((path) => ({ path, message: messageRef('clinical.beforeBirth') }));
}

/**
 * The whole clinical-details form, as posted, for a patient born on `dateOfBirth` (null: not
 * known, or not known here; the server checks the birth date against the stored patient).
 * Required: primary site, status, intent and treatment (the seed marks every field "required"
 * but enforced none; see spec-deviations).
 */
export const clinicalDetailsRequestFor = (dateOfBirth: string | null) =>
  clinicalFields
    .superRefine(
      (value, context) => {
        checkCodingFields(value, context);
        const flagged = new Set<DateKey>();
        for (const { earlier, later, message } of DATE_ORDER) {
          const from = dateOf(value, earlier);
          const to = dateOf(value, later);
          if (from && to && to < from && !flagged.has(later)) {
            flagged.add(later);
            context.addIssue({ code: 'custom', path: [later], message });
          }
        }
        if (isComplete(value)) {
          const today = todayInIndia();
          for (const key of DATES_OF_DONE_TREATMENT) {
            const day = dateOf(value, key);
            if (day && day > today && !flagged.has(key)) {
              flagged.add(key);
              context.addIssue({
                code: 'custom',
                path: [key],
                message: messageRef('clinical.completeWithFutureDate'),
              });
            }
          }
        }
        for (const { path, message } of clinicalDatesBeforeBirth(value, dateOfBirth)) {
          if (!flagged.has(path)) context.addIssue({ code: 'custom', path: [path], message });
        }
      },
      // Runs even when other fields are missing, so every problem shows on the first submit.
      { when: () => true },
    )
    .transform(withDerivedStage);

/** The form as the API takes it; the patient's birth date is checked by the save. */
export const clinicalDetailsRequest = clinicalDetailsRequestFor(null);
export type ClinicalDetailsRequest = z.input<typeof clinicalDetailsRequest>;
export type ClinicalDetails = z.output<typeof clinicalDetailsRequest>;

/** The master-list references of a version, by field, with the kind each must be. */
export const CLINICAL_MASTER_FIELDS = {
  primarySiteId: 'primary_site',
  subSiteId: 'clinical_sub_site',
  histologicTypeId: 'histologic_type',
  ptId: 'pt',
  pnId: 'pn',
  marginsId: 'margins',
  treatmentId: 'treatment',
} as const;
export type ClinicalMasterField = keyof typeof CLINICAL_MASTER_FIELDS;

const nullableString = z.string().nullable();

/** A stored version's details, as read back (every field present, null when not given). */
export const clinicalDetailsRecord = z.object({
  primarySiteId: z.number().int(),
  subSiteId: z.number().int().nullable(),
  // Coded diagnosis and AJCC staging; versions saved before coding have none of them.
  topography: nullableString.default(null),
  morphology: nullableString.default(null),
  stagePrefix: z.enum(STAGE_PREFIXES).nullable().default(null),
  stageEdition: z.number().int().nullable().default(null),
  stageT: nullableString,
  stageN: nullableString,
  stageM: nullableString,
  stageGroup: nullableString.default(null),
  /** The coding checks' warnings the doctor saved over: the version needs a review. */
  codingWarnings: z.array(z.string()).default([]),
  pathology: nullableString,
  histologicTypeId: z.number().int().nullable(),
  ptId: z.number().int().nullable(),
  pnId: z.number().int().nullable(),
  marginsId: z.number().int().nullable(),
  eneEcs: nullableString,
  status: z.number().int(),
  intent: z.string(),
  modality: nullableString,
  treatmentId: z.number().int(),
  dateOfAdmission: nullableString,
  dateOfSurgery: nullableString,
  dateOfDischarge: nullableString,
  primaryResection: nullableString,
  nodeDissection: nullableString,
  reconstruction: nullableString,
  planOfRadiation: nullableString,
  typeOfRadiation: nullableString,
  rtStartDate: nullableString,
  rtCompleteDate: nullableString,
  fractions: z.number().int().nullable(),
  doseGy: z.number().nullable(),
  chemoProtocol: nullableString,
  dateOfChemo: nullableString,
  proposedCycles: z.number().int().nullable(),
  nextCycleDate: nullableString,
  comment: nullableString,
});
export type ClinicalDetailsRecord = z.infer<typeof clinicalDetailsRecord>;

/** Names of the master items a version refers to, so history reads without lookups. */
export const clinicalMasterNames = z.object({
  primarySite: nullableString,
  subSite: nullableString,
  histologicType: nullableString,
  pt: nullableString,
  pn: nullableString,
  margins: nullableString,
  treatment: nullableString,
});
export type ClinicalMasterNames = z.infer<typeof clinicalMasterNames>;

/** The version's diagnosis as a registry reads it (see codingOfVersion). */
export const clinicalCoding = z.object({
  topography: nullableString,
  morphology: nullableString,
  icd10: nullableString,
  /** Entered by the doctor, or mapped from an older version's list choices. */
  source: z.enum(['entered', 'mapped']),
  /** Why someone should look at the coding: warnings saved over, or what could not be mapped. */
  review: z.array(z.string()),
});
export type ClinicalCoding = z.infer<typeof clinicalCoding>;

export const clinicalVersion = z.object({
  version: z.number().int(),
  status: z.number().int(),
  /** ISO timestamp (UTC). */
  savedAt: z.string(),
  savedBy: z.string(),
  /** The hospital's chief admin when the version was saved (the seed's doctorName). */
  chiefAdminName: z.string().nullable(),
  details: clinicalDetailsRecord,
  names: clinicalMasterNames,
  coding: clinicalCoding,
});
export type ClinicalVersion = z.infer<typeof clinicalVersion>;

/** The current record (the newest version) and every version, newest first. */
export const clinicalDetailsAnswer = z.object({
  current: clinicalVersion.nullable(),
  history: z.array(clinicalVersion),
});
export type ClinicalDetailsAnswer = z.infer<typeof clinicalDetailsAnswer>;

export const clinicalSavedAnswer = z.object({ version: clinicalVersion, ...serverText });

/**
 * The version the form was opened on (0: none yet). A save made from an older one is refused
 * rather than silently replacing what was saved since.
 */
export const clinicalSaveQuery = z.object({
  baseVersion: z.coerce.number().int().min(0).max(MAX_STORED_INTEGER).optional(),
});

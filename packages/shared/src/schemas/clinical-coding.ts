import { z } from 'zod';
// The catalogue's error map, wherever a schema is loaded (the browser loads schemas one by one).
import '../zod-messages';
import { ageOn, todayInIndia } from '../dates';
import { messageRef } from '../messages';
import {
  GENERIC_M,
  GENERIC_N,
  GENERIC_STAGE_GROUPS,
  GENERIC_T,
  deriveStageGroup,
  stagingSchemaFor,
} from '../registry/ajcc';
import { STAGE_PREFIXES, type StagingSchema } from '../registry/ajcc/types';
import { checkCoding, type CodingIssue } from '../registry/coding-checks';
import { icd10For } from '../registry/icd10';
import { histologyTakesIn } from '../registry/histology-covers';
import { behaviourOf, morphologyOf, normaliseMorphology } from '../registry/icdo3-morphology';
import { topographyOf } from '../registry/icdo3-topography';
import { mapLegacyDiagnosis, siteTakesIn } from '../registry/primary-site-codes';
import type { ClinicalCoding } from './clinical';

/** The AJCC Cancer Staging Manual edition the form stages with. */
export const AJCC_EDITION = 8;

export interface StagingLists {
  /** The AJCC table of the site, or null where the stage is entered by hand. */
  schema: StagingSchema | null;
  t: readonly string[];
  n: readonly string[];
  m: readonly string[];
  groups: readonly string[];
}

/** The categories and groups a diagnosis is staged with: its site's table, or the free lists. */
export function stagingListsFor(
  topography: string | null | undefined,
  morphology: string | null | undefined,
): StagingLists {
  const schema = stagingSchemaFor(topography ?? null, morphology ?? null);
  return schema
    ? { schema, t: schema.t, n: schema.n, m: schema.m, groups: schema.stageGroups }
    : { schema: null, t: GENERIC_T, n: GENERIC_N, m: GENERIC_M, groups: GENERIC_STAGE_GROUPS };
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const optionalCode = (max: number) =>
  z
    .string({ error: messageRef('clinical.choiceInvalid') })
    .trim()
    .max(max, messageRef('clinical.choiceInvalid'))
    .nullable()
    .optional()
    .transform(emptyToNull);

/** The coded diagnosis and AJCC staging fields of the clinical-details form. */
export const codingFields = {
  topography: z
    .string({ error: messageRef('clinical.topographyRequired') })
    .trim()
    .min(1, messageRef('clinical.topographyRequired')),
  morphology: optionalCode(6),
  stagePrefix: z
    .union([z.enum(STAGE_PREFIXES), z.literal(''), z.null()], {
      error: messageRef('clinical.choiceInvalid'),
    })
    .optional()
    .transform((value) => (value ? value : null)),
  stageT: optionalCode(12),
  stageN: optionalCode(12),
  stageM: optionalCode(12),
  stageGroup: optionalCode(12),
};

interface CodingValues {
  topography?: unknown;
  morphology?: unknown;
  stagePrefix?: unknown;
  stageT?: unknown;
  stageN?: unknown;
  stageM?: unknown;
  stageGroup?: unknown;
}

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const STAGE_CATEGORIES = [
  { key: 'stageT', list: 't', message: 'clinical.stageTInvalid', inSitu: /^(Tis|Ta$|TX)/ },
  { key: 'stageN', list: 'n', message: 'clinical.stageNInvalid', inSitu: /^(N0|NX)/ },
  { key: 'stageM', list: 'm', message: 'clinical.stageMInvalid', inSitu: /^(M0|MX)/ },
] as const;

/** An in situ morphology (behaviour /2): the tumour has not invaded, so it is Tis N0 M0. */
function isInSitu(morphology: string | null): boolean {
  return morphology !== null && normaliseMorphology(morphology) !== null
    ? behaviourOf(morphology) === 2
    : false;
}

/**
 * The checks that need no patient: codes that exist, and T, N, M and the stage group from the
 * site's list. Sex and age checks run where the patient is known (checkCoding).
 */
export function checkCodingFields(posted: unknown, context: z.RefinementCtx) {
  // Reads defensively: the check also runs when the rest of the form did not parse (no body).
  if (typeof posted !== 'object' || posted === null) return;
  const value = posted as CodingValues;
  const topography = textOf(value.topography);
  const morphology = textOf(value.morphology);
  const { errors } = checkCoding({ topography, morphology, sex: null, ageYears: null });
  for (const issue of errors) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
  const lists = stagingListsFor(topography, morphology);
  const inSitu = isInSitu(morphology);
  let staged = false;
  for (const { key, list, message, inSitu: inSituCategory } of STAGE_CATEGORIES) {
    const category = textOf(value[key]);
    if (category === null) continue;
    staged = true;
    if (!lists[list].includes(category)) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: messageRef(message, { value: category }),
      });
    } else if (inSitu && !inSituCategory.test(category)) {
      // An invasive category with an in situ code: one of the two is wrong, and the stage group
      // and the ICD-10 code (D00-D09) would disagree in every report made from the record.
      context.addIssue({
        code: 'custom',
        path: [key],
        message: messageRef('clinical.inSituStage', { value: category }),
      });
    }
  }
  const group = textOf(value.stageGroup);
  if (group !== null && lists.schema === null) {
    staged = true;
    if (!lists.groups.includes(group)) {
      context.addIssue({
        code: 'custom',
        path: ['stageGroup'],
        message: messageRef('clinical.stageGroupInvalid'),
      });
    }
  }
  if (staged && textOf(value.stagePrefix) === null) {
    context.addIssue({
      code: 'custom',
      path: ['stagePrefix'],
      message: messageRef('clinical.stagePrefixRequired'),
    });
  }
}

interface ParsedCoding {
  topography: string;
  morphology: string | null;
  stagePrefix: string | null;
  stageT: string | null;
  stageN: string | null;
  stageM: string | null;
  stageGroup: string | null;
}

/**
 * The stage as stored: on a site with an AJCC table the group is derived from T, N and M (what
 * was posted is not trusted); elsewhere it is the entered one. The edition is recorded whenever
 * anything is staged.
 */
export function withDerivedStage<T extends ParsedCoding>(value: T) {
  const { schema } = stagingListsFor(value.topography, value.morphology);
  const stageGroup = schema
    ? value.stageT && value.stageN && value.stageM
      ? deriveStageGroup(schema, value.stageT, value.stageN, value.stageM)
      : null
    : value.stageGroup;
  const staged = Boolean(value.stageT || value.stageN || value.stageM || stageGroup);
  return {
    ...value,
    stagePrefix: staged ? value.stagePrefix : null,
    stageGroup,
    stageEdition: staged ? AJCC_EDITION : null,
  };
}

/** A pT or pN list entry that names a category ("pT4a", "pNx"), as the stage writes it ("T4a"). */
const PATHOLOGICAL_ENTRY = /^p([TN][0-9a-z()+]*)$/i;

/**
 * The pT and pN list choices that contradict a pathological stage (basis p): "pT1" beside a
 * stage of pT4a says two things of one tumour. Entries named otherwise are not compared; after
 * neoadjuvant therapy (yp) and clinically (c) the two may differ.
 */
export function pathologicalDisagreements(
  stage: Pick<ParsedCoding, 'stagePrefix' | 'stageT' | 'stageN'>,
  chosen: { ptId: string | null; pnId: string | null },
): { path: 'ptId' | 'pnId'; message: string }[] {
  if (stage.stagePrefix !== 'p') return [];
  const pairs = [
    { path: 'ptId', name: chosen.ptId, category: stage.stageT },
    { path: 'pnId', name: chosen.pnId, category: stage.stageN },
  ] as const;
  return pairs.flatMap(({ path, name, category }) => {
    const named = name === null ? null : PATHOLOGICAL_ENTRY.exec(name.trim())?.[1];
    if (!named || !category || named.toLowerCase() === category.toLowerCase()) return [];
    const message = messageRef('clinical.pathologicalDisagrees', {
      chosen: name!.trim(),
      stage: `p${category}`,
    });
    return [{ path, message }];
  });
}

/** Review reasons of a version saved before coding, whose list choices had no sure code. */
export const UNMAPPED_REVIEW = {
  site: 'unmappedSite',
  histology: 'unmappedHistology',
} as const;

interface VersionDiagnosis {
  topography: string | null;
  morphology: string | null;
  codingWarnings: readonly string[];
  primarySiteId: number;
  subSiteId: number | null;
  histologicTypeId: number | null;
}

/**
 * A version's diagnosis as a registry reads it. A version saved with codes keeps them, with the
 * warnings the doctor saved over as its review reasons. An older version is mapped from its
 * primary site, sub site and histologic type where the mapping is sure, and flagged for review
 * where it is not.
 */
export function codingOfVersion(
  details: VersionDiagnosis,
  /** The English name of a master list entry (the mapping reads English names). */
  englishNameOf: (id: number) => string | undefined,
): ClinicalCoding {
  if (details.topography) {
    return {
      topography: details.topography,
      morphology: details.morphology,
      icd10: icd10For(details.topography, details.morphology),
      source: 'entered',
      review: [...details.codingWarnings],
    };
  }
  const nameOf = (id: number | null) => (id === null ? null : (englishNameOf(id) ?? null));
  const primarySite = nameOf(details.primarySiteId);
  const histologicType = nameOf(details.histologicTypeId);
  const mapped = primarySite
    ? mapLegacyDiagnosis(primarySite, nameOf(details.subSiteId), histologicType)
    : { topography: null, morphology: null };
  const review: string[] = [];
  if (!mapped.topography) review.push(UNMAPPED_REVIEW.site);
  if (histologicType && !mapped.morphology) review.push(UNMAPPED_REVIEW.histology);
  return {
    topography: mapped.topography,
    morphology: mapped.morphology,
    icd10: mapped.topography ? icd10For(mapped.topography, mapped.morphology) : null,
    source: 'mapped',
    review,
  };
}

/** What the coding checks need to know of the patient: sex, and age in years today. */
export function patientCodingFacts(patient: {
  genderId: number;
  dateOfBirth: string | null;
  age: number;
}): { sex: 'male' | 'female' | null; ageYears: number } {
  const sex = patient.genderId === 1 ? 'male' : patient.genderId === 2 ? 'female' : null;
  const ageYears = patient.dateOfBirth ? ageOn(patient.dateOfBirth, todayInIndia()) : patient.age;
  return { sex, ageYears };
}

/** A list entry picked (a primary site, a histologic type): its English name (what the code tables read) and its name as shown. */
export interface PickedListEntry {
  name: string;
  label: string;
}

/**
 * The coding checks of a posted diagnosis for a patient: errors refuse, warnings flag. The list
 * entries picked are checked against the codes: a site code that is not one of the primary site's
 * sites (hypopharynx, C44.3), or a morphology that is not a kind of the histologic type (squamous
 * cell carcinoma, 8500/3), is a warning: the pick or the code is wrong, and the registry would
 * count the tumour under the code.
 */
export function checkDiagnosisFor(
  details: { topography: string; morphology: string | null },
  patient: { sex: 'male' | 'female' | null; ageYears: number | null },
  primarySite: PickedListEntry | null = null,
  histologicType: PickedListEntry | null = null,
) {
  const result = checkCoding({ ...details, ...patient });
  const picks: CodingIssue[] = [];
  const site = topographyOf(details.topography);
  if (primarySite && site && siteTakesIn(primarySite.name, site.code) === false) {
    picks.push({
      code: 'primarySiteCode',
      field: 'topography',
      message: messageRef('coding.primarySiteCode', {
        code: site.code,
        site: site.label,
        primarySite: primarySite.label,
      }),
    });
  }
  const morphology = details.morphology === null ? undefined : morphologyOf(details.morphology);
  if (
    histologicType &&
    morphology &&
    histologyTakesIn(histologicType.name, morphology.code) === false
  ) {
    picks.push({
      code: 'histologicTypeCode',
      field: 'morphology',
      message: messageRef('coding.histologicTypeCode', {
        code: morphology.code,
        histology: morphology.label,
        histologicType: histologicType.label,
      }),
    });
  }
  result.warnings.unshift(...picks);
  return result;
}

/**
 * T, N and M as AJCC writes them, with the prefix: 'cT2 cN1 cM0', 'ypT1 ypN0 cM0' (M0 is always
 * clinical; M1 is clinical or pathological, never post-therapy); older versions 'T2 N1 M0'.
 */
export function tnmText(details: {
  stagePrefix: string | null;
  stageT: string | null;
  stageN: string | null;
  stageM: string | null;
}): string {
  const prefix = details.stagePrefix ?? '';
  const mPrefix = !prefix ? '' : details.stageM === 'M0' ? 'c' : prefix.replace('y', '');
  return [
    details.stageT && `${prefix}${details.stageT}`,
    details.stageN && `${prefix}${details.stageN}`,
    details.stageM && `${mPrefix}${details.stageM}`,
  ]
    .filter(Boolean)
    .join(' ');
}

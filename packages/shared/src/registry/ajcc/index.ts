/**
 * AJCC Cancer Staging Manual, 8th edition (2017): the sites staged here with their chapter's table
 * (Chapters 7, 20, 36, 48 and 52), which diagnoses they apply to, and the free lists for the rest.
 */
import { BREAST_SCHEMA, stageGroup as breastStageGroup } from './breast';
import { CERVIX_SCHEMA, stageGroup as cervixStageGroup } from './cervix';
import { COLORECTUM_SCHEMA, stageGroup as colorectumStageGroup } from './colorectum';
import { LUNG_SCHEMA, stageGroup as lungStageGroup } from './lung';
import { ORAL_CAVITY_SCHEMA, stageGroup as oralCavityStageGroup } from './oral-cavity';
import type { StagingSchema, StagingSchemaId } from './types';

export const STAGING_SCHEMAS: readonly StagingSchema[] = [
  ORAL_CAVITY_SCHEMA,
  BREAST_SCHEMA,
  CERVIX_SCHEMA,
  LUNG_SCHEMA,
  COLORECTUM_SCHEMA,
];

const STAGE_GROUP_OF: Record<StagingSchemaId, (t: string, n: string, m: string) => string | null> =
  {
    oral_cavity: oralCavityStageGroup,
    breast: breastStageGroup,
    cervix: cervixStageGroup,
    lung: lungStageGroup,
    colorectum: colorectumStageGroup,
  };

/** The group the schema's table gives T, N and M (prefixes like 'p' allowed), or null. */
export function deriveStageGroup(
  schema: StagingSchema,
  t: string,
  n: string,
  m: string,
): string | null {
  return STAGE_GROUP_OF[schema.id](t, n, m);
}

export function stagingSchemaById(id: string): StagingSchema | undefined {
  return STAGING_SCHEMAS.find((schema) => schema.id === id);
}

type Range = readonly [from: number, to: number];

// Histologies no chapter here stages, whatever the site: each has its own chapter or system.
const NOT_STAGED_HERE: readonly Range[] = [
  [8720, 8799], // melanomas (mucosal melanoma of the head and neck: Chapter 14)
  [8800, 8939], // soft tissue sarcomas, stromal sarcomas, GIST
  [8990, 8991], // mesenchymomas
  [9040, 9044], // synovial sarcomas
  [9120, 9260], // vascular sarcomas, Kaposi sarcoma, bone sarcomas
  [9540, 9581], // nerve sheath tumours
  [9590, 9999], // lymphomas, leukaemias, myeloma and other haematological neoplasms
];

interface Site {
  schema: StagingSchema;
  /** ICD-O-3 topography codes without the dot, e.g. C504. */
  topography: RegExp;
  /** Histologies the chapter leaves to another one, beyond NOT_STAGED_HERE. */
  excluded: readonly Range[];
  /** Whether the chapter stages in situ (behaviour /2) tumours. */
  stagesInSitu: boolean;
}

const SITES: readonly Site[] = [
  {
    // Mucosal lip, anterior two-thirds of the tongue, gum, floor of mouth, hard palate and other
    // parts of the mouth. Not the vermilion lip C00.0-C00.2 (Chapter 15), base of tongue C01,
    // lingual tonsil C02.4, soft palate and uvula C05.1-C05.2 (oropharynx).
    schema: ORAL_CAVITY_SCHEMA,
    topography: /^C(?:00[3-689]|02[0-389]|03[019]|04[0189]|050|06[0-289])$/,
    excluded: [],
    stagesInSitu: true,
  },
  {
    schema: BREAST_SCHEMA,
    topography: /^C50[0-689]$/,
    excluded: [[9020, 9020]], // malignant phyllodes tumour (a sarcoma)
    stagesInSitu: true,
  },
  {
    schema: CERVIX_SCHEMA,
    topography: /^C53[0189]$/,
    excluded: [],
    stagesInSitu: false, // no Tis in the 8th edition
  },
  {
    // Carcinomas, carcinoids included; not mesothelioma (Chapter 37).
    schema: LUNG_SCHEMA,
    topography: /^C34[0-389]$/,
    excluded: [[9050, 9055]],
    stagesInSitu: true,
  },
  {
    // Colon (not the appendix C18.1, Chapter 19), rectosigmoid junction and rectum.
    // Well-differentiated neuroendocrine tumours are staged in Chapter 33.
    schema: COLORECTUM_SCHEMA,
    topography: /^C(?:18[02-9]|199|209)$/,
    excluded: [
      [8240, 8242],
      [8249, 8249],
    ],
    stagesInSitu: true,
  },
];

const within = (code: number, ranges: readonly Range[]) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/**
 * The schema for an ICD-O-3 topography code like 'C50.4' (and, where AJCC needs it, the
 * morphology like '8070/3'), or null for sites staged freely.
 */
export function stagingSchemaFor(
  topography: string | null,
  morphology?: string | null,
): StagingSchema | null {
  const code = topography?.trim().toUpperCase().replace('.', '') ?? '';
  const site = SITES.find((candidate) => candidate.topography.test(code));
  if (!site) return null;
  const parsed = /^(\d{4})\/?(\d)?$/.exec(morphology?.trim() ?? '');
  if (!parsed) return site.schema; // no (readable) morphology: the site decides
  const histology = Number(parsed[1]);
  const behaviour = parsed[2] === undefined ? null : Number(parsed[2]);
  if (behaviour !== null && behaviour < 2) return null; // benign or uncertain: not staged
  if (behaviour === 2 && !site.stagesInSitu) return null;
  if (within(histology, NOT_STAGED_HERE) || within(histology, site.excluded)) return null;
  return site.schema;
}

const lettered = (stem: string, letters: readonly string[]) => [
  stem,
  ...letters.map((letter) => stem + letter),
];

/** T categories for sites without a schema: TX, T0, Ta, Tis, T1mi and T1-T4 with a-d. */
export const GENERIC_T: readonly string[] = [
  'TX',
  'T0',
  'Ta',
  'Tis',
  ...lettered('T1', ['mi', 'a', 'b', 'c', 'd']),
  ...lettered('T2', ['a', 'b', 'c', 'd']),
  ...lettered('T3', ['a', 'b', 'c', 'd']),
  ...lettered('T4', ['a', 'b', 'c', 'd']),
];

/** N categories for sites without a schema: NX, N0, N0(i+), N1mi and N1-N3 with a-c. */
export const GENERIC_N: readonly string[] = [
  'NX',
  'N0',
  'N0(i+)',
  ...lettered('N1', ['mi', 'a', 'b', 'c']),
  ...lettered('N2', ['a', 'b', 'c']),
  ...lettered('N3', ['a', 'b', 'c']),
];

/** M categories for sites without a schema: M0 and M1 with a-d (M1d: melanoma of the skin). */
export const GENERIC_M: readonly string[] = ['M0', ...lettered('M1', ['a', 'b', 'c', 'd'])];

/** Stage groups for sites without a schema, as AJCC chapters name them. */
export const GENERIC_STAGE_GROUPS: readonly string[] = [
  '0',
  '0a',
  '0is',
  ...lettered('I', ['A', 'A1', 'A2', 'A3', 'B', 'B1', 'B2', 'C', 'S']),
  ...lettered('II', ['A', 'A1', 'A2', 'B', 'C']),
  ...lettered('III', ['A', 'A1', 'A2', 'B', 'C', 'C1', 'C2', 'D']),
  ...lettered('IV', ['A', 'B', 'C']),
];

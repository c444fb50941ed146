import { tnmText, type ClinicalDetailsRecord, type ClinicalVersion } from '@portal/shared';
import { PROFILE, SNOMED, SYSTEM, TNM_LOINC } from './codes';
import {
  codeableConcept,
  fhirResource,
  referenceTo,
  resourceIds,
  type FhirResource,
} from './types';

type Staging = Pick<
  ClinicalDetailsRecord,
  'stagePrefix' | 'stageEdition' | 'stageT' | 'stageN' | 'stageM' | 'stageGroup'
>;

type Part = 'group' | 't' | 'n' | 'm';

const PARTS: readonly {
  part: Part;
  id: keyof ReturnType<typeof resourceIds>;
  profile: string;
  value: (staging: Staging) => string | null;
}[] = [
  { part: 'group', id: 'stageGroup', profile: PROFILE.tnmStageGroup, value: (s) => s.stageGroup },
  { part: 't', id: 'primaryTumor', profile: PROFILE.tnmPrimaryTumor, value: (s) => s.stageT },
  { part: 'n', id: 'regionalNodes', profile: PROFILE.tnmRegionalNodes, value: (s) => s.stageN },
  {
    part: 'm',
    id: 'distantMetastases',
    profile: PROFILE.tnmDistantMetastases,
    value: (s) => s.stageM,
  },
];

/**
 * A category as AJCC writes it, with its prefix: 'cT2', 'ypN0'; M0 is always clinical ('cM0'),
 * M1 clinical or pathological, never post-therapy (tnmText in @portal/shared).
 */
function withPrefix(part: Exclude<Part, 'group'>, staging: Staging, category: string): string {
  return tnmText({
    stagePrefix: staging.stagePrefix,
    stageT: part === 't' ? category : null,
    stageN: part === 'n' ? category : null,
    stageM: part === 'm' ? category : null,
  });
}

/**
 * The staged parts written as Observations: only a version staged with a prefix (c, p, yc, yp)
 * says whether it is clinical or pathological; older versions keep their stage as the
 * Condition's summary text alone.
 */
function stagedParts(staging: Staging) {
  if (!staging.stagePrefix) return [];
  return PARTS.filter(({ value }) => value(staging) !== null);
}

/** The ids of the version's TNM Observations (the Condition's stage points at them). */
export function tnmObservationIds(patientId: number, staging: Staging): string[] {
  const ids = resourceIds(patientId);
  return stagedParts(staging).map(({ id }) => ids[id]);
}

/**
 * mCODE's TNM Observations of the current version: the stage group (hasMember: the categories)
 * and the T, N and M categories, each with its LOINC code, clinical for c and yc staging and
 * pathological for p and yp; the method is AJCC's 8th edition when the version was staged with it.
 */
export function buildTnmObservations(patientId: number, version: ClinicalVersion): FhirResource[] {
  const staging = version.details;
  const parts = stagedParts(staging);
  if (parts.length === 0) return [];
  const ids = resourceIds(patientId);
  const loinc = staging.stagePrefix?.endsWith('p') ? TNM_LOINC.pathological : TNM_LOINC.clinical;
  const members = parts.filter(({ part }) => part !== 'group').map(({ id }) => ids[id]);
  return parts.map(({ part, id, profile, value }) => {
    const category = value(staging)!;
    const text = part === 'group' ? category : withPrefix(part, staging, category);
    return fhirResource({
      resourceType: 'Observation',
      id: ids[id],
      meta: { profile: [profile] },
      status: 'final',
      code: codeableConcept(SYSTEM.loinc, loinc[part].code, loinc[part].display),
      subject: referenceTo('Patient', ids.patient),
      focus: [referenceTo('Condition', ids.condition)],
      effectiveDateTime: version.savedAt,
      valueCodeableConcept:
        part === 'group'
          ? { text }
          : { coding: [{ system: SYSTEM.ajcc, code: text, display: category }], text },
      method:
        staging.stageEdition === 8
          ? codeableConcept(SYSTEM.snomed, SNOMED.ajcc8.code, SNOMED.ajcc8.display)
          : undefined,
      hasMember:
        part === 'group' ? members.map((member) => referenceTo('Observation', member)) : [],
    });
  });
}

import { tnmText, type ClinicalVersion } from '@portal/shared';
import { morphologyOf } from '@portal/shared/registry/icdo3-morphology';
import { topographyOf } from '@portal/shared/registry/icdo3-topography';
import { EXTENSION, PROFILE, SYSTEM } from './codes';
import { tnmObservationIds } from './staging';
import {
  codeableConcept,
  compact,
  fhirResource,
  referenceTo,
  resourceIds,
  type FhirResource,
} from './types';

/**
 * The primary cancer as mCODE's PrimaryCancerCondition: the ICD-10 code derived from the ICD-O-3
 * diagnosis, the topography as the body site and the morphology in the histology extension. A
 * version saved before coding carries what its list choices mapped to. The code's text names the
 * primary site and sub site as picked. The stage points at the TNM Observations (staging.ts).
 */
export function buildPrimaryCancerCondition(
  patientId: number,
  version: ClinicalVersion,
): FhirResource {
  const ids = resourceIds(patientId);
  const { topography, morphology, icd10 } = version.coding;
  const { details } = version;
  // Where the cancer is as the doctor picked it: 'Oral Cavity, Buccal Mucosa' (a sub site alone
  // does not say of what).
  const siteName =
    [version.names.primarySite, version.names.subSite].filter(Boolean).join(', ') || null;
  const stageText = details.stageGroup ?? (tnmText(details) || null);
  return fhirResource({
    resourceType: 'Condition',
    id: ids.condition,
    meta: { profile: [PROFILE.primaryCancerCondition] },
    extension: morphology
      ? [
          {
            url: EXTENSION.histologyMorphologyBehavior,
            valueCodeableConcept: codeableConcept(
              SYSTEM.icdO3,
              morphology,
              morphologyOf(morphology)?.label,
            ),
          },
        ]
      : [],
    clinicalStatus: codeableConcept(SYSTEM.conditionClinical, 'active', 'Active'),
    // A morphology (histology) is the diagnosis confirmed; without one it is provisional.
    verificationStatus: morphology
      ? codeableConcept(SYSTEM.conditionVerification, 'confirmed', 'Confirmed')
      : codeableConcept(SYSTEM.conditionVerification, 'provisional', 'Provisional'),
    category: [codeableConcept(SYSTEM.conditionCategory, 'problem-list-item', 'Problem List Item')],
    code: compact({
      coding: icd10 ? [{ system: SYSTEM.icd10, code: icd10 }] : [],
      text: siteName ?? undefined,
    }),
    bodySite: topography
      ? [codeableConcept(SYSTEM.icdO3, topography, topographyOf(topography)?.label)]
      : [],
    subject: referenceTo('Patient', ids.patient),
    recordedDate: version.savedAt,
    stage: stageText
      ? [
          compact({
            summary: { text: stageText },
            assessment: tnmObservationIds(patientId, details).map((id) =>
              referenceTo('Observation', id),
            ),
          }),
        ]
      : [],
  });
}

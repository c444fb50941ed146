/**
 * The code systems, profiles and codes the export writes, each as the published specification
 * gives it: FHIR R4 (hl7.org/fhir/R4), HL7 terminology (terminology.hl7.org), mCODE
 * (hl7.org/fhir/us/mcode, STU2/STU3: the profile and extension URLs are the same in both), LOINC
 * and SNOMED CT.
 */

export const SYSTEM = {
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  icdO3: 'http://terminology.hl7.org/CodeSystem/icd-o-3',
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  /** AJCC's own codes of T, N and M categories ('cT2', 'pN0'), as mCODE's examples write them. */
  ajcc: 'http://cancerstaging.org',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
} as const;

const MCODE = 'http://hl7.org/fhir/us/mcode/StructureDefinition';

export const PROFILE = {
  primaryCancerCondition: `${MCODE}/mcode-primary-cancer-condition`,
  tnmStageGroup: `${MCODE}/mcode-tnm-stage-group`,
  tnmPrimaryTumor: `${MCODE}/mcode-tnm-primary-tumor-category`,
  tnmRegionalNodes: `${MCODE}/mcode-tnm-regional-nodes-category`,
  tnmDistantMetastases: `${MCODE}/mcode-tnm-distant-metastases-category`,
  surgicalProcedure: `${MCODE}/mcode-cancer-related-surgical-procedure`,
  radiotherapyCourseSummary: `${MCODE}/mcode-radiotherapy-course-summary`,
} as const;

export const EXTENSION = {
  /** valueCodeableConcept: the ICD-O-3 morphology with its behaviour ('8070/3'). */
  histologyMorphologyBehavior: `${MCODE}/mcode-histology-morphology-behavior`,
  /** valueCodeableConcept: curative or palliative (SNOMED CT). */
  procedureIntent: `${MCODE}/mcode-procedure-intent`,
  /** valueUnsignedInt: the sessions (fractions) of a radiotherapy course. */
  radiotherapySessions: `${MCODE}/mcode-radiotherapy-sessions`,
} as const;

/** LOINC's codes of the AJCC stage group and the T, N and M categories, clinical and pathological. */
export const TNM_LOINC = {
  clinical: {
    group: { code: '21908-9', display: 'Stage group.clinical Cancer' },
    t: { code: '21905-5', display: 'Primary tumor.clinical [Class] Cancer' },
    n: { code: '21906-3', display: 'Regional lymph nodes.clinical [Class] Cancer' },
    m: { code: '21907-1', display: 'Distant metastases.clinical [Class] Cancer' },
  },
  pathological: {
    group: { code: '21902-2', display: 'Stage group.pathology Cancer' },
    t: { code: '21899-0', display: 'Primary tumor.pathology [Class] Cancer' },
    n: { code: '21900-6', display: 'Regional lymph nodes.pathology [Class] Cancer' },
    m: { code: '21901-4', display: 'Distant metastases.pathology [Class] Cancer' },
  },
} as const;

export const SNOMED = {
  ajcc8: {
    code: '897275008',
    display:
      'American Joint Commission on Cancer, Cancer Staging Manual, 8th edition neoplasm staging system (tumor staging)',
  },
  radiotherapyCourse: {
    code: '1217123003',
    display: 'Radiotherapy course of treatment (regime/therapy)',
  },
  radiotherapyCategory: {
    code: '108290001',
    display: 'Radiation oncology AND/OR radiotherapy (procedure)',
  },
  surgicalProcedure: { code: '387713003', display: 'Surgical procedure' },
  curative: { code: '373808002', display: 'Curative - procedure intent' },
  palliative: { code: '363676003', display: 'Palliative - procedure intent' },
} as const;

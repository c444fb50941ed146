import type { ClinicalVersion, FhirExportResourceType } from '@portal/shared';
import { SNOMED, EXTENSION, SYSTEM } from './codes';

/** A FHIR R4 resource as JSON: its type, its id and its elements. */
export interface FhirResource {
  resourceType: FhirExportResourceType;
  id: string;
  [element: string]: unknown;
}

/**
 * A patient as the export reads them: the person and their place, never the Aadhaar (the
 * database keeps only its last four digits and an HMAC; neither is exported).
 */
export interface ExportPatient {
  id: number;
  hospitalId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** 1 male, 2 female. */
  genderId: number;
  dateOfBirth: string | null;
  countryCode: string;
  mobileNumber: string;
  alternativeMobileOne: string | null;
  alternativeMobileTwo: string | null;
  email: string | null;
  districtName: string | null;
  stateName: string | null;
  countryName: string | null;
  deceased: boolean;
}

/** One functional-outcome attempt with its answers, in question order. */
export interface ExportAttempt {
  id: number;
  categoryName: string;
  attemptNumber: number;
  /** ISO timestamp. */
  submittedAt: string;
  answers: { questionId: number; question: string; choiceId: number; choiceText: string }[];
}

/** An appointment of the patient in the hospital: 1 pending, 2 complete, 0 deleted. */
export interface ExportAppointment {
  id: number;
  /** The calendar day (Asia/Kolkata), yyyy-MM-dd. */
  doDate: string;
  status: number;
  headingName: string;
  activityName: string;
  comment: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** Everything one hospital holds of one patient, as the resource builders take it. */
export interface PatientExportData {
  patient: ExportPatient;
  /** The current version of the clinical details in this hospital, if any. */
  clinical: ClinicalVersion | null;
  attempts: ExportAttempt[];
  appointments: ExportAppointment[];
}

/** A reference inside the export: `Type/id`, resolved against the Bundle's fullUrls. */
export const referenceTo = (resourceType: FhirExportResourceType, id: string) => ({
  reference: `${resourceType}/${id}`,
});

/** The ids of a patient's resources: unique within one hospital's export. */
export const resourceIds = (patientId: number) => ({
  patient: String(patientId),
  condition: `${patientId}-primary-cancer`,
  stageGroup: `${patientId}-tnm-stage-group`,
  primaryTumor: `${patientId}-tnm-primary-tumor`,
  regionalNodes: `${patientId}-tnm-regional-nodes`,
  distantMetastases: `${patientId}-tnm-distant-metastases`,
  resection: `${patientId}-surgery-resection`,
  nodeDissection: `${patientId}-surgery-node-dissection`,
  reconstruction: `${patientId}-surgery-reconstruction`,
  radiotherapy: `${patientId}-radiotherapy-course`,
  chemotherapy: `${patientId}-chemotherapy`,
});

export const codeableConcept = (system: string, code: string, display?: string) => ({
  coding: [{ system, code, ...(display ? { display } : {}) }],
});

/** The form's intent (Cure, Palliation, Other) as mCODE's procedure intent, when it has one. */
export function intentExtension(intent: string): { url: string; valueCodeableConcept: object }[] {
  const code =
    intent === 'Cure' ? SNOMED.curative : intent === 'Palliation' ? SNOMED.palliative : null;
  return code
    ? [
        {
          url: EXTENSION.procedureIntent,
          valueCodeableConcept: codeableConcept(SYSTEM.snomed, code.code, code.display),
        },
      ]
    : [];
}

/** A resource without its empty elements (compact): FHIR allows no empty element. */
export const fhirResource = (resource: FhirResource): FhirResource => compact(resource);

/** Leaves out elements with nothing in them (undefined, null, empty lists), as FHIR requires. */
export function compact<T extends Record<string, unknown>>(resource: T): T {
  return Object.fromEntries(
    Object.entries(resource).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

import { z } from 'zod';
// The catalogue's error map, wherever a schema is loaded (the browser loads schemas one by one).
import '../zod-messages';

/**
 * The FHIR R4 resource types the registry export writes (apps/server/src/modules/fhir), in the
 * order a patient's resources are written: one NDJSON file of each in a bulk export.
 */
export const FHIR_EXPORT_RESOURCE_TYPES = [
  'Patient',
  'Condition',
  'Observation',
  'Procedure',
  'MedicationRequest',
  'QuestionnaireResponse',
  'Appointment',
] as const;
export type FhirExportResourceType = (typeof FHIR_EXPORT_RESOURCE_TYPES)[number];

/** Where a bulk export stands: waiting for the job, being written, finished, or given up. */
export const FHIR_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type FhirExportState = (typeof FHIR_EXPORT_STATES)[number];

/** A hospital's bulk FHIR export: its progress and the files written so far. */
export const fhirExportAnswer = z.object({
  id: z.number().int(),
  state: z.enum(FHIR_EXPORT_STATES),
  /** The hospital's patients when the export started, and how many are written. */
  patientsTotal: z.number().int().min(0),
  patientsDone: z.number().int().min(0),
  /** ISO timestamps (UTC). */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** One NDJSON file per resource type that has lines, with its line (resource) count. */
  files: z.array(
    z.object({ resourceType: z.enum(FHIR_EXPORT_RESOURCE_TYPES), lines: z.number().int() }),
  ),
});
export type FhirExportAnswer = z.infer<typeof fhirExportAnswer>;

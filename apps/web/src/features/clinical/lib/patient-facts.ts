import type { patientCodingFacts } from '@portal/shared';

/** What the coding checks know of the patient: sex and age in years. */
export type PatientFacts = ReturnType<typeof patientCodingFacts>;

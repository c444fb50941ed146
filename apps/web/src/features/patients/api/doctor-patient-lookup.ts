import { useMutation } from '@tanstack/react-query';
import { patientRecord, type PatientRecord } from '@portal/shared';
import { api } from '@/lib/api-client';

export interface DoctorPatientLookupResult {
  patient: PatientRecord | null;
  alreadyBound: boolean;
}

/** Exact mobile number or e-mail; a POST so the search stays out of URLs and logs. */
export async function lookupDoctorPatient(searchBy: string): Promise<DoctorPatientLookupResult> {
  const answer = await api.post<{ patient: unknown; alreadyBound: unknown }>('/patients/lookup', {
    body: { searchBy },
  });
  // The record is checked against the shared schema like every other answer.
  return {
    patient: patientRecord.nullable().parse(answer.patient),
    alreadyBound: answer.alreadyBound === true,
  };
}

export function useLookupDoctorPatient() {
  return useMutation({ mutationFn: lookupDoctorPatient });
}

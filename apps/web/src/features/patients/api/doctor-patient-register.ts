import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorPatient } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';

/** The answer of a save: the patient's id (the form shows the catalogue's toast, not this). */
export interface DoctorPatientSaved {
  patientId: number;
  message: string;
}

/** 201; 402 when the hospital's quota is used up; 409 with fieldErrors for a taken mobile or Aadhaar. */
export const registerDoctorPatient = (data: DoctorPatient) =>
  api.post<DoctorPatientSaved>('/patients', { body: data });

export function useRegisterDoctorPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDoctorPatient,
    // The session carries the hospital's remaining quota, which this used.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

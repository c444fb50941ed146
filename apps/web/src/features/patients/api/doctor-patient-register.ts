import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientSavedResponse, type DoctorPatient } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';

/** 201; 402 when the hospital's quota is used up; 409 with fieldErrors for a taken mobile or Aadhaar. */
export const registerDoctorPatient = (data: DoctorPatient) =>
  api.post('/patients', { body: data, schema: patientSavedResponse });

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

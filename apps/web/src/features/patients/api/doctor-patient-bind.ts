import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientSavedResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';

export interface BindDoctorPatientInput {
  patientId: number;
  /** The found patient's mobile number: the server binds only a patient named by it. */
  searchBy: string;
  consultantDoctorIds: number[];
}

/** Binds an existing patient to the session's hospital: one unit of quota (402 when none is left). */
export const bindDoctorPatient = ({
  patientId,
  searchBy,
  consultantDoctorIds,
}: BindDoctorPatientInput) =>
  api.post(`/patients/${patientId}/bind`, {
    body: { consultantDoctorIds, searchBy },
    schema: patientSavedResponse,
  });

export function useBindDoctorPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDoctorPatient,
    // The session carries the hospital's remaining quota, which this used.
    onSuccess: (_saved, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: patientKeys.bindings(patientId) }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientSavedResponse, type DoctorPatient } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface UpdateDoctorPatientInput {
  patientId: number;
  data: DoctorPatient;
  /** The record's updatedAt as the form read it. */
  baseUpdatedAt: string;
}

/**
 * 200; 404 for another hospital's patient; 409 when the record changed after the form read it;
 * an empty Aadhaar keeps the stored one.
 */
export const updateDoctorPatient = ({ patientId, data, baseUpdatedAt }: UpdateDoctorPatientInput) =>
  api.put(`/patients/${patientId}`, {
    query: { baseUpdatedAt },
    body: data,
    schema: patientSavedResponse,
  });

export function useUpdateDoctorPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoctorPatient,
    // The person shows in their record, their dashboards and the list's rows.
    onSuccess: (_saved, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientSavedResponse, type DoctorPatient } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface UpdateDoctorPatientInput {
  patientId: number;
  data: DoctorPatient;
}

/** 200; 404 for another hospital's patient; an empty Aadhaar keeps the stored one. */
export const updateDoctorPatient = ({ patientId, data }: UpdateDoctorPatientInput) =>
  api.put(`/patients/${patientId}`, { body: data, schema: patientSavedResponse });

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicalSavedAnswer, type ClinicalDetails } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface SaveClinicalDetailsInput {
  patientId: number;
  data: ClinicalDetails;
}

/** Every save (the first or an edit) adds a version; the server keeps them all. */
export const saveClinicalDetails = ({ patientId, data }: SaveClinicalDetailsInput) =>
  api.post(`/patients/${patientId}/clinical-details`, { body: data, schema: clinicalSavedAnswer });

export function useSaveClinicalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinicalDetails,
    // The dashboards show the current clinical record and the treatment history.
    onSuccess: (_saved, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.clinical(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
      ]),
  });
}

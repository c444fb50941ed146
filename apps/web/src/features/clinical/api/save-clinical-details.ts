import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicalSavedAnswer, type ClinicalDetails } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clinicalDetailsQueryKey } from './get-clinical-details';

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
    onSuccess: (_saved, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: clinicalDetailsQueryKey(patientId) }),
  });
}

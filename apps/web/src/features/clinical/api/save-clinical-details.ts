import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicalSavedAnswer, type ClinicalDetails } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface SaveClinicalDetailsInput {
  patientId: number;
  data: ClinicalDetails;
  /** The version the form was opened on (0: none yet). */
  baseVersion: number;
}

/**
 * Every save (the first or an edit) adds a version; the server keeps them all. One made from an
 * older version than the current is refused (409), and the same details again add none.
 */
export const saveClinicalDetails = ({ patientId, data, baseVersion }: SaveClinicalDetailsInput) =>
  api.post(`/patients/${patientId}/clinical-details`, {
    query: { baseVersion },
    body: data,
    schema: clinicalSavedAnswer,
  });

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

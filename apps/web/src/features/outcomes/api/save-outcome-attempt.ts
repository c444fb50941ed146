import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAttemptSaved, type OutcomeAttempt } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface SaveOutcomeAttemptInput {
  patientId: number;
  attempt: OutcomeAttempt;
}

/** A doctor records one attempt for a patient (seed: addfunctionalformforpatient). */
export const saveOutcomeAttempt = ({ patientId, attempt }: SaveOutcomeAttemptInput) =>
  api.post(`/patients/${patientId}/outcome-attempts`, {
    body: attempt,
    schema: outcomeAttemptSaved,
  });

export function useSaveOutcomeAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutcomeAttempt,
    // The care dashboard shows the outcome trends.
    onSuccess: (_, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.outcomes(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAttemptSaved, type OutcomeAttempt } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientOutcomesKey } from './get-outcome-results';

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
    onSuccess: (_, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: patientOutcomesKey(patientId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAttemptSaved, type OutcomeAttempt } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useRetryKey } from '@/lib/retry-key';
import { patientKeys } from '@/lib/query-keys';

export interface SaveOutcomeAttemptInput {
  patientId: number;
  attempt: OutcomeAttempt;
}

/** A doctor records one attempt for a patient (seed: addfunctionalformforpatient). */
export const saveOutcomeAttempt = (
  { patientId, attempt }: SaveOutcomeAttemptInput,
  idempotencyKey?: string,
) =>
  api.post(`/patients/${patientId}/outcome-attempts`, {
    body: attempt,
    schema: outcomeAttemptSaved,
    idempotencyKey,
  });

export function useSaveOutcomeAttempt() {
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    // An attempt sent again after a lost answer is not recorded twice.
    mutationFn: (input: SaveOutcomeAttemptInput) => saveOutcomeAttempt(input, retryKey.for(input)),
    // The care dashboard shows the outcome trends.
    onSuccess: (_, { patientId }) => {
      retryKey.saved();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.outcomes(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
      ]);
    },
  });
}

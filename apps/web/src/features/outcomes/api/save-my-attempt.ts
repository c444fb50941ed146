import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAttemptSaved, type OutcomeAttempt } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useRetryKey } from '@/lib/retry-key';
import { myOutcomesKey } from './get-my-assignments';

/** The patient answers an assigned questionnaire themselves. */
export const saveMyAttempt = (attempt: OutcomeAttempt, idempotencyKey?: string) =>
  api.post('/me/outcome-attempts', { body: attempt, schema: outcomeAttemptSaved, idempotencyKey });

export function useSaveMyAttempt() {
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    // An attempt sent again after a lost answer is not recorded twice.
    mutationFn: (attempt: OutcomeAttempt) => saveMyAttempt(attempt, retryKey.for(attempt)),
    onSuccess: () => {
      retryKey.saved();
      return queryClient.invalidateQueries({ queryKey: myOutcomesKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAttemptSaved, type OutcomeAttempt } from '@portal/shared';
import { api } from '@/lib/api-client';
import { myOutcomesKey } from './get-my-assignments';

/** The patient answers an assigned questionnaire themselves. */
export const saveMyAttempt = (attempt: OutcomeAttempt) =>
  api.post('/me/outcome-attempts', { body: attempt, schema: outcomeAttemptSaved });

export function useSaveMyAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOutcomesKey }),
  });
}

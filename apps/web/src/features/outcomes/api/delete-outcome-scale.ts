import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { outcomeScalesKey } from './get-outcome-scales';

/** Super admin. Deletes a scale; the answers of the attempts stay. */
export const deleteOutcomeScale = (id: number) =>
  api.delete(`/masters/outcome-scales/${id}`, { schema: okResponse });

export function useDeleteOutcomeScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOutcomeScale,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outcomeScalesKey }),
  });
}

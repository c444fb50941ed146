import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

/** 409 plan_assigned (with the hospitals' names) when a hospital holds the plan. */
export const deletePlan = (id: number) =>
  api.delete(`/subscriptions/plans/${id}`, { schema: okResponse });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    // A refusal reloads the list too: someone may have changed it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  });
}

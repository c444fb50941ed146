import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

export interface SetPlanStatusInput {
  id: number;
  active: boolean;
}

/** { ok, message: 'Active Successfully!' | 'Deactive Successfully!' }; 409 when a hospital holds it. */
export const setPlanStatus = ({ id, active }: SetPlanStatusInput) =>
  api.patch(`/subscriptions/plans/${id}/status`, { body: { active }, schema: okResponse });

export function useSetPlanStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plan, type PlanRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { couponKeys, subscriptionKeys } from '@/lib/query-keys';

export interface SavePlanInput {
  /** null creates a plan; an id updates it. */
  id: number | null;
  data: PlanRequest;
  /** The revision the edit started from: the server refuses to save over a later one (409). */
  revision?: number;
}

/** POST 201 / PUT 200 with the stored plan (price in paise, description sanitized). */
export const savePlan = ({ id, data, revision }: SavePlanInput) =>
  id === null
    ? api.post('/subscriptions/plans', { body: data, schema: plan })
    : api.put(`/subscriptions/plans/${id}`, { query: { revision }, body: data, schema: plan });

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() });
      // Coupon rows name their plan.
      await queryClient.invalidateQueries({ queryKey: couponKeys.codes() });
    },
  });
}

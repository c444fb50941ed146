import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlanList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

/**
 * Every plan (active or not) for the coupon's plan select: the plan screen's own list, under its
 * key, so a plan's edit there shows here too.
 */
export const getPlanOptions = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans', { schema: adminPlanList, signal });

export const planOptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.allPlans(),
    queryFn: ({ signal }) => getPlanOptions(signal),
  });

export function usePlanOptions() {
  return useQuery(planOptionsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlanList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

/** Super admin: every plan, active or not, with whether a hospital holds it. */
export const getPlans = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans', { schema: adminPlanList, signal });

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.allPlans(),
    queryFn: ({ signal }) => getPlans(signal),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}

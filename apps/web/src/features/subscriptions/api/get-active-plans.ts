import { queryOptions, useQuery } from '@tanstack/react-query';
import { planList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

/** Public: the plans on sale, for the plan page. */
export const getActivePlans = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans/active', { schema: planList, signal });

export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.activePlans(),
    queryFn: ({ signal }) => getActivePlans(signal),
  });

export function useActivePlans() {
  return useQuery(activePlansQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { planList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Public: the plans on sale, for the plan page. */
export const getActivePlans = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans/active', { schema: planList, signal });

export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'plans', 'active'],
    queryFn: ({ signal }) => getActivePlans(signal),
  });

export function useActivePlans() {
  return useQuery(activePlansQueryOptions());
}

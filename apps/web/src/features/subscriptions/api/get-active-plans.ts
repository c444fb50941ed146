import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schemas';
import { subscriptionKeys } from '@/lib/query-keys';

/** Public: the plans on sale, for the plan page (prerendered: its schema is lazy). */
export const getActivePlans = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans/active', { schema: lazySchema('planList'), signal });

export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.activePlans(),
    queryFn: ({ signal }) => getActivePlans(signal),
  });

export function useActivePlans() {
  return useQuery(activePlansQueryOptions());
}

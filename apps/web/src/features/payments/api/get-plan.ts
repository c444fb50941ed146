import { queryOptions, useQuery } from '@tanstack/react-query';
import { plan } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The plan being bought; 404 when it is not (or no longer) on sale. */
export const getPlan = (id: number, signal?: AbortSignal) =>
  api.get(`/subscriptions/plans/${id}`, { schema: plan, signal });

export const planQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payments', 'plan', id],
    queryFn: ({ signal }) => getPlan(id, signal),
  });

export function usePlan(id: number | null) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== null });
}

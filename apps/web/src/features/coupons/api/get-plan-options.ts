import { queryOptions, useQuery } from '@tanstack/react-query';
import { planList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Every plan (active or not) for the coupon's plan select. */
export const getPlanOptions = (signal?: AbortSignal) =>
  api.get('/subscriptions/plans', { schema: planList, signal });

export const planOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['coupons', 'plan-options'],
    queryFn: ({ signal }) => getPlanOptions(signal),
  });

export function usePlanOptions() {
  return useQuery(planOptionsQueryOptions());
}

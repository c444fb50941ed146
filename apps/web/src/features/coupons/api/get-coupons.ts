import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const couponsQueryKey = ['coupons', 'coupon-codes'] as const;

/** Super admin: every coupon code, with its plan's name, its cap and how often it was used. */
export const getCoupons = (signal?: AbortSignal) =>
  api.get('/coupons', { schema: couponList, signal });

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponsQueryKey, queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

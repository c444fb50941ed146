import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { couponKeys } from '@/lib/query-keys';

export const couponsQueryKey = couponKeys.codes();

/** Super admin: every coupon code, with its plan's name, its cap and how often it was used. */
export const getCoupons = (signal?: AbortSignal) =>
  api.get('/coupons', { schema: couponList, signal });

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponsQueryKey, queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

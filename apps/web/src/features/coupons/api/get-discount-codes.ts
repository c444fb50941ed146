import { queryOptions, useQuery } from '@tanstack/react-query';
import { discountCodeList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const discountCodesQueryKey = ['coupons', 'discount-codes'] as const;

/** Super admin: the patients' discount codes. */
export const getDiscountCodes = (signal?: AbortSignal) =>
  api.get('/discount-codes', { schema: discountCodeList, signal });

export const discountCodesQueryOptions = () =>
  queryOptions({
    queryKey: discountCodesQueryKey,
    queryFn: ({ signal }) => getDiscountCodes(signal),
  });

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

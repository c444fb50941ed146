import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { discountCodesQueryKey } from './get-discount-codes';
import type { SetStatusInput } from './set-coupon-status';

export const setDiscountCodeStatus = ({ id, active }: SetStatusInput) =>
  api.patch(`/discount-codes/${id}/status`, { body: { active }, schema: okResponse });

export function useSetDiscountCodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscountCodeStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesQueryKey }),
  });
}

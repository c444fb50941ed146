import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

export interface SetStatusInput {
  id: number;
  active: boolean;
}

export const setCouponStatus = ({ id, active }: SetStatusInput) =>
  api.patch(`/coupons/${id}/status`, { body: { active }, schema: okResponse });

export function useSetCouponStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

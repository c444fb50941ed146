import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

/** 409 coupon_in_use once a payment used the coupon (deactivate it instead). */
export const deleteCoupon = (id: number) => api.delete(`/coupons/${id}`, { schema: okResponse });

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coupon, type CouponRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

export interface SaveCouponInput {
  /** null creates a coupon; an id updates it. */
  id: number | null;
  /** Discount in rupees (flat) or percent, as typed; the server stores paise or basis points. */
  data: CouponRequest;
}

export const saveCoupon = ({ id, data }: SaveCouponInput) =>
  id === null
    ? api.post('/coupons', { body: data, schema: coupon })
    : api.put(`/coupons/${id}`, { body: data, schema: coupon });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

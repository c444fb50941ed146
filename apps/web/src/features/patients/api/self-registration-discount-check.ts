import { useMutation } from '@tanstack/react-query';
import { discountCheckResult, type DiscountCheckRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The programme price with a discount code; 400 (fieldErrors on couponCode) for an unknown code. */
export const checkDiscountCode = (input: DiscountCheckRequest) =>
  api.post('/patients/discount-check', { body: input, schema: discountCheckResult });

export function useCheckDiscountCode() {
  return useMutation({ mutationFn: checkDiscountCode });
}

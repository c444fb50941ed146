import { useMutation } from '@tanstack/react-query';
import { patientSummary } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The price part of the summary: list price, discount and payable amount in paise. */
const discountCheckResult = patientSummary.pick({
  listPricePaise: true,
  discountPaise: true,
  payablePaise: true,
});

export interface DiscountCheckInput {
  registerType: string;
  couponCode: string;
}

/** The programme price with a discount code; 400 (fieldErrors on couponCode) for an unknown code. */
export const checkDiscountCode = (input: DiscountCheckInput) =>
  api.post('/patients/discount-check', { body: input, schema: discountCheckResult });

export function useCheckDiscountCode() {
  return useMutation({ mutationFn: checkDiscountCode });
}

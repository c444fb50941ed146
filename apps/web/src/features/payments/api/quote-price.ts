import { useMutation } from '@tanstack/react-query';
import { priceQuote } from '@portal/shared';
import { api } from '@/lib/api-client';

export interface QuoteInput {
  planId: number;
  couponCode: string;
}

/**
 * The server's price of a plan with a coupon: { planTotalPaise, discountPaise, finalPaise,
 * couponCode, message }; 400 coupon_invalid / coupon_wrong_plan with the spec's message.
 */
export const quotePrice = (body: QuoteInput) =>
  api.post('/coupons/quote', { body, schema: priceQuote });

export function useQuotePrice() {
  return useMutation({ mutationFn: quotePrice });
}

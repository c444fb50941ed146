import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOutcome } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The payer's own order (another user's answers 404). */
export const getPaymentOutcome = (orderId: string, signal?: AbortSignal) =>
  api.get(`/payments/orders/${encodeURIComponent(orderId)}`, { schema: paymentOutcome, signal });

export const paymentOutcomeQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'orders', orderId],
    queryFn: ({ signal }) => getPaymentOutcome(orderId, signal),
    staleTime: 0,
    // A pending order settles when the gateway answers: look again now and then.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

export function usePaymentOutcome(orderId: string) {
  return useQuery(paymentOutcomeQueryOptions(orderId));
}

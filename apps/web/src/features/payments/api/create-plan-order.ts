import { useMutation } from '@tanstack/react-query';
import { gatewayRedirect } from '@portal/shared';
import { api } from '@/lib/api-client';

export interface PlanOrderInput {
  planId: number;
  couponCode?: string;
  /** The amount shown and confirmed: the server refuses the order (409 price_changed) if it changed. */
  amountPaise: number;
}

/**
 * Stores a pending order at the server's price and answers the gateway form to post
 * ({ orderId, method, url, fields }). Only a hospital's chief admin may call it.
 */
export const createPlanOrder = (body: PlanOrderInput) =>
  api.post('/payments/plan-orders', { body, schema: gatewayRedirect });

export function useCreatePlanOrder() {
  return useMutation({ mutationFn: createPlanOrder });
}

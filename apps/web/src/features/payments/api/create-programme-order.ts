import { useMutation } from '@tanstack/react-query';
import { gatewayRedirect } from '@portal/shared';
import { api } from '@/lib/api-client';

/**
 * A self-registered person's programme payment: the server stores a pending order for the amount
 * fixed at registration and answers the gateway form to post.
 */
export const createProgrammeOrder = () =>
  api.post('/payments/programme-orders', { schema: gatewayRedirect });

export function useCreateProgrammeOrder() {
  return useMutation({ mutationFn: createProgrammeOrder });
}

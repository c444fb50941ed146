import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountCode, type DiscountCodeRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { discountCodesQueryKey } from './get-discount-codes';

export interface SaveDiscountCodeInput {
  /** null creates a code; an id updates it. */
  id: number | null;
  data: DiscountCodeRequest;
}

export const saveDiscountCode = ({ id, data }: SaveDiscountCodeInput) =>
  id === null
    ? api.post('/discount-codes', { body: data, schema: discountCode })
    : api.put(`/discount-codes/${id}`, { body: data, schema: discountCode });

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesQueryKey }),
  });
}

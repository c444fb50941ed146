import { useMutation } from '@tanstack/react-query';
import { okResponse, type ContactEnquiryRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Public. 201 { ok, message }; 400 with fieldErrors. */
export const sendEnquiry = (data: ContactEnquiryRequest) =>
  api.post('/contact/enquiries', { body: data, schema: okResponse });

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}

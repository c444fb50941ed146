import { useMutation } from '@tanstack/react-query';
import { messageResponse, type SendOtpRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The same answer for known and unknown numbers; 429 after 3 sends in 15 minutes. */
export const sendOtp = (body: SendOtpRequest) =>
  api.post('/auth/otp/send', { body, schema: messageResponse });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The same answer for known and unknown numbers; 429 after 3 sends in 15 minutes. */
export const sendOtp = (body: SendOtpRequest) =>
  api.post<{ message: string }>('/auth/otp/send', { body });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

import { useMutation } from '@tanstack/react-query';
import { verifyOtpResponse, type VerifyOtpRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Answers a short-lived reset token; 400 with a fieldError on otp, or code otp_expired. */
export const verifyOtp = (body: VerifyOtpRequest) =>
  api.post('/auth/otp/verify', { body, schema: verifyOtpResponse });

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

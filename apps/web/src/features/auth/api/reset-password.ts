import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ResetPasswordRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** 400 reset_token_invalid when the token expired or was used. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post('/auth/password/reset', { body, schema: messageResponse });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

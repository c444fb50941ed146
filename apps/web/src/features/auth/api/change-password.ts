import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ChangePasswordRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** On success the server has revoked every session of the user, this one included. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post('/auth/password/change', { body, schema: messageResponse });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** On success the server has revoked every session of the user, this one included. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<{ message: string }>('/auth/password/change', { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

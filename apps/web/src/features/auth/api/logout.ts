import { useMutation } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

export const logout = () => api.post('/auth/logout', { schema: okResponse });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

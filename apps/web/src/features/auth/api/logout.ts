import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { logoutMutationKey, readsAnswered } from '@/lib/session';

export const logout = () => api.post('/auth/logout', { schema: okResponse });

/**
 * Ends the session on the server once the page's reads in flight are answered, so none is refused
 * as unauthenticated; the header's hospitals list, which may start late, waits (useSigningOut).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      await readsAnswered(queryClient);
      return logout();
    },
  });
}

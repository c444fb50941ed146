import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { useLogout } from '../api/logout';

/**
 * Forgets the session in the browser once the server has ended it, and leaves for `to`. The
 * navigation is flushed synchronously so the route guard sees a sign-out under way (and adds no
 * returnUrl) instead of an expired session.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (to: string) => {
    // Cache first: the page navigated to (the login page) must already see nobody logged in.
    clearSession(queryClient);
    void navigate(to, { replace: true, flushSync: true });
  };
}

/** Logout and Re-Login: ends the session on the server, then goes to `to`. */
export function useSignOut() {
  const logout = useLogout();
  const endSession = useEndSession();
  const signOut = (to: string) => {
    logout.mutate(undefined, {
      onSuccess: () => endSession(to),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { signOut, isPending: logout.isPending };
}

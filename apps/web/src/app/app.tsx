import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { paths } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { followNavigation, notifyError } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, sessionQueryOptions } from '@/lib/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

// Toasts stay with the page they were raised on (see followNavigation).
followNavigation(false, router.state.location.pathname);
router.subscribe((state) => {
  followNavigation(state.navigation.state !== 'idle', state.location.pathname);
});

const queryClient = createQueryClient({
  onSessionEnded: () => {
    // Several calls can fail at once; only the first one ends the session.
    if (!queryClient.getQueryData(sessionQueryOptions.queryKey)?.user) return;
    const { pathname, search } = router.state.location;
    clearSession(queryClient);
    notifyError(i18n.t('login.sessionExpired'), i18n.t('ui.nav.signIn'));
    void router.navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
  },
});

// Ask who is logged in while the first route's code downloads.
void queryClient.prefetchQuery(sessionQueryOptions);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* flushSync enables navigate({ flushSync }), which signing out relies on. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
}

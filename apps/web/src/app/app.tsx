import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@portal/shared';
import { hydratesPrerenderedHtml, startHydration, whenHydrated } from '@/lib/hydration';
import { i18n } from '@/lib/i18n';
import { applyLanguage } from '@/lib/language';
import { followNavigation, notifyNotice, notifySessionEnded } from '@/lib/notify';
import { readPageData, seedPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { startingLanguage } from '@/lib/starting-language';
import { keepListsExpandedAttribute } from '@/lib/list-expanded-attribute';
import { openListsFromKeyboard } from '@/lib/open-list-from-keyboard';
import { openListsOnShiftedPress } from '@/lib/open-list-on-shifted-press';
import { selectListTextOnFocus } from '@/lib/select-list-text-on-focus';
import { latinDigitsInDigitFields } from '@/lib/latin-digits';
import {
  cachedSessionUser,
  clearSession,
  followSessionHospital,
  notSession,
  refreshHospitalQueries,
  sessionQueryKey,
  sessionQueryOptions,
} from '@/lib/session';
import { askToSignInAgain, holdsTypedWork, isAskingToSignInAgain } from '@/lib/sign-in-again';
import { AppProviders } from './providers';
import { adoptHashAddress, appRoutes, createAppRouter, keyFirstHistoryEntry } from './router';

/**
 * Starts the web app in its #root element. A page the build prerendered (apps/web/scripts/
 * prerender.mjs) is hydrated: its route's code is loaded first and the session starts as the
 * visitor's, as it was rendered, then is asked at once; any other page renders from scratch
 * and waits for the session. Settles once the page answers input (main.tsx starts it).
 */
export async function startApp(container: HTMLElement) {
  // `/#/contact-us` was answered with the HTML of `/`: another page's, rendered over, not
  // hydrated (hydrating it as the contact page is a mismatch, React's error #418).
  const htmlOfAnotherPage = adoptHashAddress();
  keyFirstHistoryEntry();
  applyDeferredStylesheets();
  openListsFromKeyboard();
  openListsOnShiftedPress();
  keepListsExpandedAttribute();
  selectListTextOnFocus();
  latinDigitsInDigitFields();
  await applyLanguage(startingLanguage());
  const prerendered = !htmlOfAnotherPage && hydratesPrerenderedHtml(container);
  if (prerendered) await loadRouteCode(appRoutes, window.location.pathname);
  const router = createAppRouter({ prerendered });

  // Toasts stay with the page they were raised on (see followNavigation).
  followNavigation(false, router.state.location.pathname);
  router.subscribe((state) => {
    followNavigation(state.navigation.state !== 'idle', state.location.pathname);
  });

  const queryClient = createQueryClient({
    onSessionEnded: (during) => {
      // Several calls can fail at once; only the first one ends the session.
      const user = cachedSessionUser(queryClient);
      if (!user || isAskingToSignInAgain()) return;
      // A save, or a read on a page holding typed work (a list loaded as a form is filled): the
      // person signs in again over the page, so what they typed stays.
      if (during === 'save' || holdsTypedWork()) {
        askToSignInAgain(user);
        return;
      }
      const { pathname, search } = router.state.location;
      clearSession(queryClient);
      notifySessionEnded();
      void router.navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
    },
    // The session read again says so, and the route guard sends the super admin to the set-up.
    onTwoFactorEnrolmentRequired: () => readSessionAgain(),
    // The session read again shows the header and the pages what the person may do now (a
    // doctor removed from the hospital meanwhile is told the page is not theirs).
    onForbidden: () => readSessionAgain(),
    // The session read again names the new hospital; followSessionHospital then leaves the page.
    onHospitalChanged: () => readSessionAgain(),
  });
  const readSessionAgain = () =>
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });

  // Another window switched the doctor's hospital: this window's page belonged to the old one.
  followSessionHospital(queryClient, (user) => {
    void router.navigate(paths.dashboard.getHref(), { replace: true }).then(() => {
      notifyNotice(i18n.t('ui.hospital.changedElsewhere', { hospital: user.hospitalName }));
      return refreshHospitalQueries(queryClient);
    });
  });

  // Answers name master list entries in the reader's language (Accept-Language): another
  // language asks for them again. The session and every cached answer refresh in the background;
  // a reading of the session already on its way (a prerendered page asks once hydrated) goes on:
  // the session has no words to translate, and cancelled it was a failed request.
  i18n.on('languageChanged', () => {
    void queryClient.invalidateQueries({ predicate: notSession });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey }, { cancelRefetch: false });
  });

  // The prerendered page shows the visitor's view, and the session is asked once every part of
  // it is hydrated (below). Asked sooner, the answer of someone signed in could come while a part
  // was still being hydrated: that part would render for them, not as its HTML, and React would
  // throw the page's HTML away (error #418, seen on the plans page on a slow phone). Otherwise ask
  // while the first route's code downloads.
  if (prerendered) queryClient.setQueryData(sessionQueryKey, null);
  else void queryClient.prefetchQuery(sessionQueryOptions);
  // What the server rendered the page with (the plans): the page hydrates as it was sent.
  seedPageData(queryClient, readPageData());

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* flushSync enables navigate({ flushSync }), which signing out relies on. */}
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) {
    startHydration();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
  await whenHydrated();
  if (prerendered) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * A prerendered page carries the CSS of its first paint inline; the shell's stylesheets are
 * prefetched behind it (scripts/prerender.mjs) and apply now, before anything else renders.
 */
function applyDeferredStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) {
    link.rel = 'stylesheet';
  }
}

/** Loads the code of every lazy route the address matches, as the prerender did. */
async function loadRouteCode(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

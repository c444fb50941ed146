import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@mantine/core';
import type { SessionUser } from '@portal/shared';
import { LanguageSwitcher } from '@/components/language-switcher';
import { PageLoader } from '@/components/page-loader';
import { useAccountLanguage } from '@/lib/language';
import { useForgetEndedSession, useSession } from '@/lib/session';
import { wasSignedIn } from '@/lib/signed-in-hint';
import { startLazily } from '@/lib/start-lazily';
import type { AppHeader as AppHeaderComponent } from './app-layout';
import { InteractiveMark } from './interactive-mark';
import { PublicHeader } from './public-layout';
import { useKeepFocusThroughBusy } from '@/lib/busy-focus/use-keep-focus-through-busy';
import { SiteFooter } from './site-footer';

// Visitors never need the logged-in header (menus, application switcher): keep it out of the
// login route's download. For someone signed in on this browser its code downloads at once,
// beside the page's, not once the session has answered.
let loadedAppHeader: typeof AppHeaderComponent | undefined;
const loadAppHeader = async () => (loadedAppHeader = (await import('./app-layout')).AppHeader);
if (wasSignedIn()) void loadAppHeader();
const LazyAppHeader = lazy(async () => ({ default: await loadAppHeader() }));

/**
 * The logged-in header. Its code already here, it renders with the page: a lazy component
 * suspends once even then, and React reveals a boundary that resolves just after another one
 * some 300 ms later, so the header showed empty after the page had. Chosen once, so a header
 * in use is never remounted.
 */
function SignedInHeader({ user }: { user: SessionUser }) {
  const [Header] = useState(() => loadedAppHeader ?? LazyAppHeader);
  return <Header user={user} />;
}
// A doctor's open invitations from hospitals, above every page; loaded for doctors only.
const InvitationBanner = lazy(async () => ({
  default: (await import('@/features/members/components/invitation-banner')).InvitationBanner,
}));

/**
 * The one layout of every page: the logged-in header when there is a session, the public one
 * otherwise. The page (Outlet) keeps its place in the tree when the header changes, so logging
 * in or out does not remount it.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  useAccountLanguage(session.data?.user.language);
  useForgetEndedSession(session.data?.user.id ?? null);
  useFocusOnNewPage();
  // Save, Sign In and the like keep focus through their busy state, for keyboard users.
  useKeepFocusThroughBusy();
  if (session.isPending) return <PageLoader fullPage />;
  const user = session.data?.user ?? null;

  return (
    <div className="site">
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        {t('ui.nav.skipToContent')}
      </a>
      <div className="language-bar">
        <Container size="xl">
          <LanguageSwitcher />
        </Container>
      </div>
      {user ? (
        <Suspense fallback={<header className="site-header site-header-row" />}>
          <SignedInHeader user={user} />
          <InteractiveMark part="header" />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <PublicHeader />
          <InteractiveMark part="header" />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="site-main">
        {user?.userType === 'doctor' && (
          <Suspense fallback={null}>
            <InvitationBanner />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <Outlet />
          <InteractiveMark part="page" />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <InteractiveMark part="footer" />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

// Focus, not only scroll: keyboard and screen-reader users continue from the content.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

/**
 * Focus on the new page's heading after each change of address (not on the first page: the
 * browser starts there). The code loads on the first change, outside the login route.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const firstPage = useRef<string | null>(pathname);
  useEffect(() => {
    // Not a flag set on the first run: development runs each effect twice.
    if (pathname === firstPage.current) return;
    firstPage.current = null;
    return startLazily(async () => (await import('./focus-new-page')).focusNewPage);
  }, [pathname]);
}

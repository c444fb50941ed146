import { lazy, Suspense, useRef, type ReactElement } from 'react';
import { Burger, Button, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, paths, type SessionUser } from '@portal/shared';
import { BrandLink } from '@/components/brand-logo';
import { lazyDialog } from '@/components/lazy-dialog';
import { SideMenu } from '@/components/side-menu';
import { userDisplayName } from '@/lib/format';
import { usePasteCutWarning } from '@/lib/paste-cut/use-paste-cut-warning';
import { useSignInAgainRequest } from '@/lib/sign-in-again';
import { AppSwitcher } from './app-switcher';
import { UserMenu, useAccountActions } from './user-menu';
import { measureHeaderHeight } from './header-height';

// Only doctors with two or more hospitals see it: its code and texts load apart from the header.
const HospitalSwitcher = lazy(async () => ({
  default: (await import('@/features/members/components/hospital-switcher')).HospitalSwitcher,
}));

// Asked when a save finds the session ended (lib/sign-in-again.ts); rare, so loaded then.
const SignInAgainDialog = lazyDialog(
  async () => (await import('@/features/auth/components/sign-in-again-dialog')).SignInAgainDialog,
  (props: { user: SessionUser | null }) => props.user !== null,
);

function AdminLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links: { to: string; label: string; section?: string }[] = [
    { to: paths.dashboard.getHref(), label: t('ui.admin.home') },
    // The master screens (/master/stage_master, ...) are opened from the Masters page.
    { to: paths.mastersSection.getHref(), label: t('ui.admin.masters'), section: '/master/' },
    { to: paths.subscriptionPlanAdmin.getHref(), label: t('ui.admin.createSubscription') },
    { to: paths.couponCodeAdmin.getHref(), label: t('ui.admin.couponCode') },
    { to: paths.discountCodeAdmin.getHref(), label: t('ui.admin.discountCode') },
    { to: paths.adminHospitals.getHref(), label: t('ui.admin.hospitals') },
    { to: paths.adminPayments.getHref(), label: t('ui.admin.payments') },
    { to: paths.enquiries.getHref(), label: t('ui.contact.enquiriesTitle') },
    { to: paths.outbox.getHref(), label: t('ui.admin.outbox') },
    { to: paths.jobs.getHref(), label: t('ui.jobs.title') },
    { to: paths.auditLog.getHref(), label: t('ui.admin.audit') },
  ];
  return links.map((link) =>
    link.section && pathname.startsWith(link.section) ? (
      // A page within the link's section: marked as where the person is, not as the page.
      <Link
        key={link.to}
        to={link.to}
        className="nav-link"
        aria-current="true"
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    ) : (
      <NavLink key={link.to} to={link.to} className="nav-link" onClick={onNavigate}>
        {link.label}
      </NavLink>
    ),
  );
}

/** Everything the narrow-screen menu holds: switcher, admin links, account actions. */
function MobileMenu({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useAccountActions(user);
  const usesAreas = user.userType === 'super_admin' || user.userType === 'doctor';
  return (
    <Stack gap="lg">
      <Text fw={600}>{t('ui.header.signedInAs', { name: userDisplayName(user) })}</Text>
      {user.userType === 'doctor' && (
        <Suspense fallback={null}>
          <HospitalSwitcher inline={false} onSwitched={onClose} />
        </Suspense>
      )}
      {usesAreas ? (
        <AppSwitcher inline={false} onNavigate={onClose} />
      ) : (
        <NavLink to={paths.myCare.getHref()} className="nav-link" onClick={onClose}>
          {t('ui.nav.myCare')}
        </NavLink>
      )}
      {user.isSuperAdmin && (
        <Stack component="nav" aria-label={t('ui.nav.admin')} gap={4}>
          <AdminLinks onNavigate={onClose} />
        </Stack>
      )}
      <Divider />
      <Stack gap={4}>
        {actions.links.map((link) => (
          <NavLink key={link.to} to={link.to} className="nav-link" onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <button
          type="button"
          className="nav-link"
          onClick={actions.reLogin}
          disabled={actions.isPending}
        >
          {t('ui.header.reLogin')}
        </button>
        <button
          type="button"
          className="nav-link"
          onClick={actions.logout}
          disabled={actions.isPending}
        >
          {t('ui.header.logout')}
        </button>
      </Stack>
    </Stack>
  );
}

const headerBar = (field: ReactElement) => (
  <div className="admin-nav">
    <Container size="xl">
      <Group justify="flex-end" py={6}>
        {field}
      </Group>
    </Container>
  </div>
);

/** Header of logged-in users. */
export function AppHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  // Below 75em the header row has no room for a doctor's hospital switcher: it gets a bar.
  const roomy = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const isDoctor = user.userType === 'doctor';
  const [menuOpened, menu] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const usesAreas = user.userType === 'super_admin' || user.userType === 'doctor';
  // Logged-in forms take long texts (clinical notes): a paste cut at a field's limit is said.
  usePasteCutWarning();
  const signInAgainFor = useSignInAgainRequest();

  return (
    <header className="site-header" ref={measureHeaderHeight}>
      <SignInAgainDialog user={signInAgainFor} />
      <Container size="xl">
        <Group className="site-header-row" justify="space-between" wrap="nowrap" gap="md">
          <BrandLink to={landingPath(user)} />
          {wide ? (
            <Group gap="md" wrap="nowrap">
              {isDoctor && roomy && (
                <Suspense fallback={null}>
                  <HospitalSwitcher inline />
                </Suspense>
              )}
              {usesAreas ? (
                <AppSwitcher inline />
              ) : (
                <Button component={Link} to={paths.myCare.getHref()} variant="subtle">
                  {t('ui.nav.myCare')}
                </Button>
              )}
              <UserMenu user={user} />
            </Group>
          ) : (
            <Burger
              ref={menuButton}
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={menuOpened ? t('ui.nav.closeMenu') : t('ui.nav.openMenu')}
              aria-expanded={menuOpened}
            />
          )}
        </Group>
      </Container>
      {wide && isDoctor && !roomy && (
        <Suspense fallback={null}>
          <HospitalSwitcher inline frame={headerBar} />
        </Suspense>
      )}
      {wide && user.isSuperAdmin && (
        <div className="admin-nav">
          <Container size="xl">
            {/* Ten screens: on a narrow desktop the last ones go to a second line, not out of view. */}
            <Group component="nav" aria-label={t('ui.nav.admin')} gap={4} py={6}>
              <AdminLinks />
            </Group>
          </Container>
        </div>
      )}
      {!wide && (
        <SideMenu
          opened={menuOpened}
          onClose={menu.close}
          title={t('ui.nav.menu')}
          opener={menuButton}
        >
          <MobileMenu user={user} onClose={menu.close} />
        </SideMenu>
      )}
    </header>
  );
}

import { useRef } from 'react';
import { Burger, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { BrandLink } from '@/components/brand-logo';
import { SideMenu } from '@/components/side-menu';
import { HeaderLogin } from '@/features/auth/components/header-login';
import { measureHeaderHeight } from './header-height';

/** Pages with their own login or registration form do not repeat the header's quick sign-in. */
function hasOwnSignInForm(pathname: string): boolean {
  return (
    pathname === paths.login.path ||
    pathname.startsWith('/login-signup/') ||
    pathname.startsWith('/admin/doctors/')
  );
}

function PublicNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const links = [
    { to: paths.home.getHref(), label: t('ui.nav.home') },
    { to: paths.contactUs.getHref(), label: t('ui.nav.contactUs') },
    { to: paths.login.getHref(), label: t('ui.nav.signIn') },
  ];
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} className="nav-link" onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}

/** Header of visitors who are not logged in. */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const quickSignIn = !hasOwnSignInForm(pathname);

  return (
    <header className="site-header" ref={measureHeaderHeight}>
      <Container size="xl">
        <Group className="site-header-row" justify="space-between" wrap="nowrap" gap="lg">
          <BrandLink to={paths.home.getHref()} />
          {/* Both forms are in the page and CSS shows one (lg: 75em), so the prerendered HTML
              is right on every screen before any script runs. */}
          <Group gap="lg" wrap="nowrap" align="center" visibleFrom="lg">
            <Group component="nav" aria-label={t('ui.nav.main')} gap={4} wrap="nowrap">
              <PublicNavLinks />
            </Group>
            {quickSignIn && <HeaderLogin layout="inline" />}
          </Group>
          <Burger
            ref={menuButton}
            hiddenFrom="lg"
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? t('ui.nav.closeMenu') : t('ui.nav.openMenu')}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>
      <SideMenu
        opened={menuOpened}
        onClose={menu.close}
        title={t('ui.nav.menu')}
        opener={menuButton}
      >
        <Stack gap="lg">
          <Stack component="nav" aria-label={t('ui.nav.main')} gap={4}>
            <PublicNavLinks onNavigate={menu.close} />
          </Stack>
          {quickSignIn && (
            <>
              <Divider label={t('ui.header.quickSignIn')} labelPosition="left" />
              <HeaderLogin layout="stacked" onLoggedIn={menu.close} />
            </>
          )}
        </Stack>
      </SideMenu>
    </header>
  );
}

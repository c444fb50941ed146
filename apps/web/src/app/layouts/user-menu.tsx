import { Button, Menu, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPersonUserType, paths, type SessionUser } from '@portal/shared';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { userDisplayName } from '@/lib/format';

/**
 * Where Subscription leads: a hospital's packs for doctors; for a patient or normal person their
 * own programme and its payment (the hospital packs page has nothing for them); none for the
 * super admin.
 */
function subscriptionHref(user: SessionUser): string | null {
  if (user.isSuperAdmin) return null;
  if (isPersonUserType(user.userType)) {
    return paths.patientPayment.getHref();
  }
  return paths.mySubscription.getHref();
}

/**
 * The account actions every logged-in user has; Subscription is not for the super admin, the
 * hospital's doctors are for its chief admin, joining a hospital for doctors.
 */
export function useAccountActions(user: SessionUser) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { signOut, isPending } = useSignOut();
  const subscription = subscriptionHref(user);
  return {
    isPending,
    links: [
      ...(subscription ? [{ to: subscription, label: t('ui.header.subscription') }] : []),
      ...(user.permissions.includes('manage:members')
        ? [
            { to: paths.hospitalDoctors.getHref(), label: t('ui.header.doctors') },
            { to: paths.hospitalRegistry.getHref(), label: t('ui.header.registry') },
          ]
        : []),
      ...(user.permissions.includes('manage:own-memberships')
        ? [{ to: paths.hospitalJoin.getHref(), label: t('ui.header.joinHospital') }]
        : []),
      { to: paths.changePassword.getHref(), label: t('ui.header.changePassword') },
      // Administrators set it up; anyone who has it can manage or turn it off.
      ...(user.permissions.includes('enrol:two-factor') || user.twoFactorEnabled
        ? [{ to: paths.twoFactor.getHref(), label: t('ui.header.twoFactor') }]
        : []),
      { to: paths.changeMobile.getHref(), label: t('ui.header.changeMobile') },
    ],
    reLogin: () => signOut(paths.login.getHref(`${pathname}${search}`)),
    logout: () => signOut(paths.home.getHref()),
  };
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const actions = useAccountActions(user);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<UserIcon />}
          rightSection={<ChevronDownIcon size={16} />}
          loading={actions.isPending}
          maw={280}
        >
          <Text span truncate="end" fw={600} fz="sm">
            {userDisplayName(user)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('ui.header.signedInAs', { name: userDisplayName(user) })}</Menu.Label>
        {actions.links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={actions.reLogin}>{t('ui.header.reLogin')}</Menu.Item>
        <Menu.Item onClick={actions.logout}>{t('ui.header.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { lazy, Suspense } from 'react';
import { Button, Container, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isPersonUserType,
  landingPath,
  paths,
  type Permission,
  type SessionUser,
} from '@portal/shared';
import { NotAllowed } from '@/components/not-allowed';
import { PageLoader } from '@/components/page-loader';
import { isAfterLogin } from '@/lib/after-login';
import { useSession } from '@/lib/session';

const PatientPaymentPage = lazy(async () => ({
  default: (await import('@/features/payments/pages/patient-payment-page')).PatientPaymentPage,
}));

const isUnpaidPerson = (user: SessionUser) =>
  isPersonUserType(user.userType) && !user.isLoginActive;

/**
 * Pages for logged-in users. A visitor without a session goes to the login page with the
 * requested address as returnUrl. The server enforces every permission; this only hides.
 */
export function RequireAuth({ permission }: { permission?: Permission }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  if (session.isPending) return <PageLoader />;
  if (session.isError && session.data === undefined) {
    return (
      <Container size="sm">
        <Stack align="flex-start">
          <Text role="alert">{t('ui.error.sessionCheck')}</Text>
          <Button onClick={() => void session.refetch()}>{t('ui.action.retry')}</Button>
        </Stack>
      </Container>
    );
  }

  const user = session.data?.user;
  if (!user) {
    // A logout or password change is already navigating away: do not add a returnUrl.
    if (navigation.state !== 'idle') return null;
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }

  // Production: a super admin without two-factor can only set it up (the server refuses the rest).
  if (session.data?.twoFactorEnrolmentRequired && location.pathname !== paths.twoFactor.path) {
    return <Navigate to={paths.twoFactor.getHref()} replace />;
  }

  // A self-registered person whose programme is unpaid sees what they owe and can pay, wherever
  // their care would have been (the server answers 403 payment_pending to everything else).
  if (permission === 'read:own-care' && isUnpaidPerson(user)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PatientPaymentPage />
      </Suspense>
    );
  }

  if (permission && !user.permissions.includes(permission)) {
    // Just signed in, at an address another person left: this person's own start page.
    if (isAfterLogin(location.state)) return <Navigate to={landingPath(user)} replace />;
    return <NotAllowed user={user} />;
  }
  return <Outlet />;
}

// The feature's texts, registered before anything here renders.
import '../text-values';
import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPersonUserType, paths } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/session';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { SubscriptionCounters } from '../components/subscription-counters';
import { SubscriptionTable } from '../components/subscription-table';

/**
 * #/my_subscription: the packs of the session's hospital. A patient's or a normal person's
 * subscription is their programme: they go to its page, as their Subscription menu item does.
 */
export function MySubscriptionPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const hasHospital = user?.userType === 'doctor' && user.hospitalId !== null;
  const mine = useMySubscriptions(hasHospital);
  if (isPersonUserType(user?.userType)) {
    return <Navigate to={paths.patientPayment.getHref()} replace />;
  }

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.page.mySubscription')}
        description={hasHospital ? t('ui.subscriptions.mineIntro') : undefined}
        back={{ to: paths.dashboard.getHref(), label: t('ui.subscriptions.backToDashboard') }}
        actions={
          user?.isHospitalAdmin && hasHospital ? (
            <Button component={Link} to={paths.showSubscriptionPlan.getHref()} variant="light">
              {t('ui.subscriptions.buyMore')}
            </Button>
          ) : undefined
        }
      />
      {!hasHospital ? (
        <Alert color="blue" variant="light" icon={<InfoIcon />}>
          {t('ui.subscriptions.noHospital')}
        </Alert>
      ) : mine.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <span className="visually-hidden">{t('ui.app.loading')}</span>
        </Center>
      ) : mine.isError ? (
        <LoadFailed error={mine.error} onRetry={mine.refetch} />
      ) : (
        <Stack gap="lg">
          <SubscriptionCounters data={mine.data} />
          <SubscriptionTable rows={mine.data.subscriptions} />
        </Stack>
      )}
    </Container>
  );
}

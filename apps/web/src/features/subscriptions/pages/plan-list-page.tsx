// The feature's texts, registered before anything here renders.
import '../text-values';
import { Alert, Center, Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type Plan } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { notifyError } from '@/lib/notify';
import { setPendingPlanId } from '@/lib/pending-plan';
import { useSessionUser } from '@/lib/session';
import { useActivePlans } from '../api/get-active-plans';
import { PlanCard } from '../components/plan-card';

/** #/show-subscription-plan: public; buying needs the hospital's chief admin. */
export function PlanListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const plans = useActivePlans();
  const isChiefAdmin = Boolean(user?.isHospitalAdmin && user.hospitalId !== null);

  const payNow = (plan: Plan) => {
    if (!user) {
      // The login page continues to the payment of this plan (also after registering first).
      setPendingPlanId(plan.id);
      void navigate(paths.loginSignup.getHref(plan.id));
      return;
    }
    if (!isChiefAdmin) {
      notifyError(t('ui.subscriptions.chiefAdminOnly'));
      return;
    }
    void navigate(paths.payment.getHref(user.id, plan.id));
  };

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.page.subscriptionPlan')}
        description={t('ui.subscriptions.plansIntro')}
        homeBreadcrumb={!user}
        back={
          user
            ? { to: paths.dashboard.getHref(), label: t('ui.subscriptions.backToDashboard') }
            : { to: paths.login.getHref(), label: t('ui.subscriptions.backToLogin') }
        }
      />
      <Stack gap="lg">
        {user && !isChiefAdmin && (
          <Alert color="blue" variant="light" icon={<InfoIcon />}>
            {t('ui.subscriptions.chiefAdminOnly')}
          </Alert>
        )}
        {user?.hasActiveSubscription && (
          <Alert color="teal" variant="light" icon={<InfoIcon />}>
            {t('ui.subscriptions.activeNote', { count: user.remainingPatientQuota })}
          </Alert>
        )}
        {plans.isPending ? (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <span className="visually-hidden">{t('ui.app.loading')}</span>
          </Center>
        ) : plans.isError ? (
          <LoadFailed
            title={t('ui.subscriptions.loadFailed')}
            error={plans.error}
            onRetry={plans.refetch}
          />
        ) : plans.data.length === 0 ? (
          <Text c="dimmed">{t('ui.subscriptions.noPlans')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onPayNow={payNow} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

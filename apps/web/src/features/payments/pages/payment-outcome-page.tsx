// The feature's texts, registered before anything here renders.
import '../text-values';
import { useEffect } from 'react';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPersonUserType, paths, type PaymentOutcome } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { errorMessage, isApiError } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';
import { sessionQueryKey, useSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { usePaymentOutcome } from '../api/get-payment-outcome';
import { OutcomeDetails } from '../components/outcome-details';
import {
  FailureIllustration,
  PendingIllustration,
  SuccessIllustration,
} from '../components/outcome-illustrations';

type Expected = 'success' | 'failed';

/**
 * #/payment-success/... and #/payment-failed/...: what the server says about the order decides
 * what is shown, whichever address the browser came back to.
 */
export function PaymentOutcomePage({ expected }: { expected: Expected }) {
  const { t } = useTranslation();
  const userType = useSessionUser()?.userType;
  const isPerson = isPersonUserType(userType);
  const { paymentId = '' } = useParams();
  const outcome = usePaymentOutcome(paymentId);
  const queryClient = useQueryClient();
  const status = outcome.data?.status;

  useEffect(() => {
    if (status !== 'success') return;
    // A paid plan changes the session (hasActiveSubscription, quota) and My Subscription.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() });
  }, [status, queryClient]);

  const shown = status ?? expected;
  usePageTitle(
    shown === 'success'
      ? t('ui.page.paymentSuccess')
      : shown === 'failed'
        ? t('ui.page.paymentFailed')
        : t('ui.payments.pendingHeading'),
  );

  return (
    <Container size="sm">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {outcome.isPending ? (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <span className="visually-hidden">{t('ui.app.loading')}</span>
          </Center>
        ) : outcome.isError ? (
          <Stack gap="md">
            <Title order={1} fz={26}>
              {t('ui.payments.detailsTitle')}
            </Title>
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {isApiError(outcome.error) && outcome.error.status === 404
                ? t('ui.payments.notFound')
                : errorMessage(outcome.error)}
            </Alert>
            <Group gap="sm">
              {/* A person who pays for a programme goes back to their own payment page; the
                  hospitals' plans page is not theirs. */}
              {isPerson ? (
                <Button component={Link} to={paths.patientPayment.getHref()} variant="light">
                  {t('ui.payments.programmeTitle')}
                </Button>
              ) : (
                <Button component={Link} to={paths.showSubscriptionPlan.getHref()} variant="light">
                  {t('ui.payments.backToPlans')}
                </Button>
              )}
              <Button component={Link} to={paths.dashboard.getHref()} variant="default">
                {t('ui.payments.goDashboard')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <OutcomeView
            outcome={outcome.data}
            refreshing={outcome.isFetching}
            onRefresh={() => void outcome.refetch()}
          />
        )}
      </Paper>
    </Container>
  );
}

interface OutcomeViewProps {
  outcome: PaymentOutcome;
  refreshing: boolean;
  onRefresh: () => void;
}

function OutcomeView({ outcome, refreshing, onRefresh }: OutcomeViewProps) {
  const { t } = useTranslation();
  const isDoctor = outcome.userType === 'doctor';
  const user = useSessionUser();
  // A plan's payment is tried again on the same plan's payment page (the address names it).
  const planId = Number(useParams().subscriptionId);
  const tryAgain = !isDoctor
    ? paths.patientPayment.getHref()
    : user && Number.isInteger(planId) && planId > 0
      ? paths.payment.getHref(user.id, planId)
      : paths.showSubscriptionPlan.getHref();

  const heading =
    outcome.status === 'success'
      ? t('ui.payments.successHeading')
      : outcome.status === 'failed'
        ? t('ui.payments.failedHeading')
        : t('ui.payments.pendingHeading');
  const text =
    outcome.status === 'success'
      ? outcome.purpose === 'plan'
        ? t('ui.payments.successText')
        : t('ui.payments.successTextProgramme')
      : outcome.status === 'failed'
        ? t('ui.payments.failedText')
        : t('ui.payments.pendingText');

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center">
        {outcome.status === 'success' ? (
          <SuccessIllustration />
        ) : outcome.status === 'failed' ? (
          <FailureIllustration />
        ) : (
          <PendingIllustration />
        )}
        <Title order={1} fz={26} c={outcome.status === 'failed' ? 'red.7' : undefined}>
          {heading}
        </Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
      </Stack>
      <div>
        <Title order={2} fz="md" mb="xs">
          {t('ui.payments.detailsTitle')}
        </Title>
        <OutcomeDetails outcome={outcome} />
      </div>
      <Group gap="sm" justify="center">
        {outcome.status === 'success' && (
          <>
            <Button component={Link} to={paths.dashboard.getHref()}>
              {t('ui.payments.goDashboard')}
            </Button>
            {isDoctor && (
              <Button component={Link} to={paths.patientList.getHref()} variant="light">
                {t('ui.payments.goPatientList')}
              </Button>
            )}
          </>
        )}
        {outcome.status === 'failed' && (
          <>
            <Button component={Link} to={tryAgain}>
              {t('ui.payments.tryAgain')}
            </Button>
            <Button component={Link} to={paths.dashboard.getHref()} variant="default">
              {t('ui.payments.goDashboard')}
            </Button>
          </>
        )}
        {outcome.status === 'pending' && (
          <Button onClick={onRefresh} loading={refreshing}>
            {t('ui.payments.refresh')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

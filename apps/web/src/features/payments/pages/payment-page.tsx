// The feature's texts, registered before anything here renders.
import '../text-values';
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type PriceQuote, type SessionUser } from '@portal/shared';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSessionUser } from '@/lib/session';
import { useCreatePlanOrder } from '../api/create-plan-order';
import { usePlan } from '../api/get-plan';
import { quotePrice } from '../api/quote-price';
import { AmountPanel, amountToPay } from '../components/amount-panel';
import { ConfirmBuyDialog } from '../components/confirm-dialog';
import { PlanSummary, UserSummary } from '../components/purchase-summary';
import { inAppTarget, submitGatewayForm } from '../lib/gateway-form';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function Links() {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Anchor component={Link} to={paths.showSubscriptionPlan.getHref()} fz="sm" fw={500}>
        {t('ui.payments.backToPlans')}
      </Anchor>
      <Anchor component={Link} to={paths.dashboard.getHref()} fz="sm" fw={500}>
        {t('ui.payments.dashboard')}
      </Anchor>
    </Group>
  );
}

/** #/payment/:loginUserId/:subscriptionId: the chief admin buys a plan. */
export function PaymentPage() {
  const { t } = useTranslation();
  const { loginUserId, subscriptionId } = useParams();
  const user = useSessionUser();
  const planId = positiveId(subscriptionId);
  if (!user) return null;

  // The buyer is always the session's user, whatever id the address carries.
  if (planId !== null && loginUserId !== String(user.id)) {
    return <Navigate to={paths.payment.getHref(user.id, planId)} replace />;
  }

  const isChiefAdmin = user.isHospitalAdmin && user.hospitalId !== null;
  if (!isChiefAdmin || planId === null) {
    return (
      <Container size="md">
        <PageHeader title={t('ui.page.payment')} />
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<InfoIcon />}>
            {isChiefAdmin ? t('ui.payments.planUnavailable') : t('ui.payments.notChiefAdmin')}
          </Alert>
          <Links />
        </Stack>
      </Container>
    );
  }
  return <Checkout user={user} planId={planId} />;
}

function Checkout({ user, planId }: { user: SessionUser; planId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plan = usePlan(planId);
  const createOrder = useCreatePlanOrder();
  const [applied, setApplied] = useState<PriceQuote | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  // Back from the gateway, the browser may restore this page as it was: let the user act again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /**
   * The plan or its coupon was edited since the amount was shown: read both again, so the panel
   * shows the amount Buy Plan now sends, and say so; the buyer confirms again.
   */
  const showNewAmount = async (message: string) => {
    notifyError(message, t('ui.payments.failedTitle'));
    const fresh = await plan.refetch();
    if (!applied?.couponCode || !fresh.data) return;
    const requote = await quotePrice({ planId, couponCode: applied.couponCode }).catch(() => null);
    setApplied(requote);
  };

  const buy = (amountPaise: number) => {
    createOrder.mutate(
      {
        planId,
        amountPaise,
        ...(applied?.couponCode ? { couponCode: applied.couponCode } : {}),
      },
      {
        onSuccess: (redirect) => {
          setConfirming(false);
          setRedirecting(true);
          const target = inAppTarget(redirect);
          if (target) void navigate(target);
          else submitGatewayForm(redirect);
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error) && error.code === 'price_changed') {
            void showNewAmount(errorMessage(error));
          } else if (isApiError(error) && error.code.startsWith('coupon_')) {
            // The coupon stopped being valid since it was applied: back to the plan's price.
            // The coupon input says why (AmountPanel's orderFailure); a toast only otherwise.
            setApplied(null);
            if (error.fieldErrors.length === 0) {
              notifyError(error.message, t('ui.payments.failedTitle'));
            }
          } else {
            notifyError(errorMessage(error));
          }
        },
      },
    );
  };

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.page.payment')}
        description={t('ui.payments.intro')}
        back={{ to: paths.showSubscriptionPlan.getHref(), label: t('ui.payments.backToPlans') }}
        actions={
          <Anchor component={Link} to={paths.dashboard.getHref()} fz="sm" fw={500}>
            {t('ui.payments.dashboard')}
          </Anchor>
        }
      />
      {plan.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <span className="visually-hidden">{t('ui.app.loading')}</span>
        </Center>
      ) : plan.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {isApiError(plan.error) && plan.error.status === 404
              ? t('ui.payments.planUnavailable')
              : errorMessage(plan.error)}
          </Alert>
          {!(isApiError(plan.error) && plan.error.status === 404) && (
            <Button w="fit-content" variant="light" onClick={() => void plan.refetch()}>
              {t('ui.action.retry')}
            </Button>
          )}
          <Links />
        </Stack>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <UserSummary user={user} />
              <PlanSummary plan={plan.data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ position: 'sticky', top: 88 }}>
              <AmountPanel
                plan={plan.data}
                applied={applied}
                onAppliedChange={setApplied}
                onBuy={() => setConfirming(true)}
                buying={createOrder.isPending}
                redirecting={redirecting}
                orderFailure={createOrder.error}
              />
              {user.hasActiveSubscription && (
                <Text fz="sm" c="dimmed" mt="sm">
                  {t('ui.payments.stackNote', { count: user.remainingPatientQuota })}
                </Text>
              )}
            </div>
          </Grid.Col>
        </Grid>
      )}
      <ConfirmBuyDialog
        opened={confirming}
        busy={createOrder.isPending}
        onConfirm={() => plan.data && buy(amountToPay(plan.data, applied))}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}

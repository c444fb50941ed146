// The feature's texts, registered before anything here renders.
import '../text-values';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { namingHospitals, paths, type Plan } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useInlineEdit } from '@/components/use-inline-edit';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { subscriptionKeys } from '@/lib/query-keys';
import { useDeletePlan } from '../api/delete-plan';
import { getPlanHospitals } from '../api/get-plan-hospitals';
import { usePlans } from '../api/get-plans';
import { useSetPlanStatus } from '../api/set-plan-status';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { PlanForm } from '../components/plan-form';
import { PlanTable, type PlanAction } from '../components/plan-table';

type PendingAction = { action: Exclude<PlanAction, 'edit'>; plan: Plan };

/** #/admin/subscription_plan: the super admin's plan form and list. */
export function PlanAdminPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const deletePlan = useDeletePlan();
  const setStatus = useSetPlanStatus();
  // Destructured: the compiler lint treats an object holding a ref as a ref. A new key gives a
  // fresh form (and editor) after a save, a cancel or another plan to edit.
  const { editing, formKey, formTop, edit, done, reset } = useInlineEdit<Plan>();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState<{ planId: number; action: PlanAction } | null>(null);
  const queryClient = useQueryClient();

  /**
   * The table offers no Delete or switch for a plan the list says a hospital holds; one a
   * hospital took since the list was read is refused before any confirmation, naming them.
   */
  const checkThenConfirm = async (action: PendingAction['action'], plan: Plan) => {
    setChecking({ planId: plan.id, action });
    try {
      const { hospitals } = await getPlanHospitals(plan.id);
      if (hospitals.length === 0) {
        setPending({ action, plan });
        setConfirming(true);
        return;
      }
      const refusal = t(action === 'delete' ? 'plan.assignedDelete' : 'plan.assignedStatus');
      notifyWarning(namingHospitals(refusal, hospitals));
      // As after the server's refusal: the list may have changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setChecking(null);
    }
  };

  const onAction = (action: PlanAction, plan: Plan) => {
    if (action === 'edit') edit(plan);
    else if (checking === null) void checkThenConfirm(action, plan);
  };

  const onFailure = (error: unknown) => {
    // 409: a hospital holds the plan; the server names them. The list has been reloaded.
    if (isApiError(error) && error.status === 409) notifyWarning(error.message);
    else notifyError(errorMessage(error));
  };

  const confirm = () => {
    if (!pending) return;
    const { action, plan } = pending;
    const settle = { onSettled: () => setConfirming(false), onError: onFailure };
    if (action === 'delete') {
      deletePlan.mutate(plan.id, {
        ...settle,
        onSuccess: () => {
          notifySuccess(t('common.deleteSuccess'));
          if (editing?.id === plan.id) reset();
        },
      });
    } else {
      setStatus.mutate(
        { id: plan.id, active: action === 'activate' },
        {
          ...settle,
          onSuccess: ({ message }) =>
            notifySuccess(
              message ?? t(action === 'activate' ? 'plan.activated' : 'plan.deactivated'),
            ),
        },
      );
    }
  };

  const request: ConfirmRequest | null = !pending
    ? null
    : pending.action === 'delete'
      ? {
          message: t('common.confirmDelete'),
          confirmLabel: t('ui.subscriptions.delete'),
          cancelLabel: t('ui.subscriptions.cancel'),
          danger: true,
        }
      : {
          message: t(
            pending.action === 'activate' ? 'plan.confirmActivate' : 'plan.confirmDeactivate',
          ),
          confirmLabel: t('ui.subscriptions.yes'),
          cancelLabel: t('ui.subscriptions.no'),
        };

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.page.subscriptionPlanAdmin')}
        description={t('ui.subscriptions.adminIntro')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.subscriptions.backToDashboard') }}
      />
      <Stack gap="xl">
        <div ref={formTop}>
          <PlanForm key={formKey} plan={editing} onDone={done} />
        </div>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('ui.subscriptions.listTitle')}
          </Title>
          {plans.isError && !plans.data ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(plans.error)}
            </Alert>
          ) : (
            <PlanTable
              plans={plans.data}
              loading={plans.isPending}
              checking={checking}
              onAction={onAction}
            />
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        title={t('ui.subscriptions.confirmTitle')}
        opened={confirming}
        request={request}
        busy={deletePlan.isPending || setStatus.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}

// The feature's texts, registered before anything here renders.
import '../text-values';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { namingHospitals, paths, type Plan } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useInlineEdit } from '@/components/use-inline-edit';
import { errorMessage } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';
import { useDeletePlan } from '../api/delete-plan';
import { getPlanHospitals } from '../api/get-plan-hospitals';
import { usePlans } from '../api/get-plans';
import { useSetPlanStatus } from '../api/set-plan-status';
import { useRowConfirm } from '@/components/use-row-confirm';
import { PlanForm } from '../components/plan-form';
import { PlanTable, type PlanAction } from '../components/plan-table';

/** #/admin/subscription_plan: the super admin's plan form and list. */
export function PlanAdminPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  // Destructured: the compiler lint treats an object holding a ref as a ref. A new key gives a
  // fresh form (and editor) after a save, a cancel or another plan to edit.
  const { editing, formKey, formTop, edit, done, reset } = useInlineEdit<Plan>();
  const queryClient = useQueryClient();

  const { ask, dialog, checking } = useRowConfirm<Plan>({
    idOf: (plan) => plan.id,
    remove: useDeletePlan(),
    setStatus: useSetPlanStatus(),
    confirmActivate: t('plan.confirmActivate'),
    confirmDeactivate: t('plan.confirmDeactivate'),
    /**
     * The table offers no Delete or switch for a plan the list says a hospital holds; one a
     * hospital took since the list was read is refused before any confirmation, naming them.
     */
    refusalOf: async (action, plan) => {
      const { hospitals } = await getPlanHospitals(plan.id);
      if (hospitals.length === 0) return null;
      // As after the server's refusal: the list may have changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() });
      const refusal = t(action === 'delete' ? 'plan.assignedDelete' : 'plan.assignedStatus');
      return namingHospitals(refusal, hospitals);
    },
    onDeleted: (plan) => {
      if (editing?.id === plan.id) reset();
    },
  });

  const onAction = (action: PlanAction, plan: Plan) => {
    if (action === 'edit') edit(plan);
    else ask(action, plan);
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
              checking={checking && { planId: checking.row.id, action: checking.action }}
              onAction={onAction}
            />
          )}
        </Stack>
      </Stack>
      {dialog}
    </Container>
  );
}

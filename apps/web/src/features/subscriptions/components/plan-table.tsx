import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';
import { CardDetail, CardDetails } from '@/components/card-list';
import { TableFrame } from '@/components/table-frame';

export type PlanAction = 'edit' | 'delete' | 'activate' | 'deactivate';

interface PlanTableProps {
  plans: AdminPlan[] | undefined;
  loading: boolean;
  /** The row action whose assignment check is under way: its button shows it. */
  checking: { planId: number; action: PlanAction } | null;
  onAction: (action: PlanAction, plan: AdminPlan) => void;
}

const COLUMNS = 8;

export function PlanTable({ plans, loading, checking, onAction }: PlanTableProps) {
  const { t } = useTranslation();
  const label = t('ui.subscriptions.listTitle');
  const actions = (plan: AdminPlan) => (
    <PlanActions
      plan={plan}
      checking={checking?.planId === plan.id ? checking.action : null}
      onAction={onAction}
    />
  );
  return (
    <TableFrame
      label={label}
      columns={COLUMNS}
      minWidth={980}
      loading={loading}
      rows={plans}
      rowKey={(plan) => plan.id}
      card={(plan, index) => (
        <Stack gap="xs">
          <PlanName plan={plan} number={index + 1} />
          <CardDetails>
            <CardDetail label={t('ui.subscriptions.col.type')}>
              {subscriptionTypeName(plan.subscriptionType)}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.patientCount')}>
              {plan.patientCount}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.duration')}>
              {t('ui.subscriptions.days', { count: plan.duration })}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.price')}>
              {formatPaise(plan.totalPaise)}
            </CardDetail>
          </CardDetails>
          <PlanDescription html={plan.description} fz="sm" />
          {actions(plan)}
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th w={70}>{t('ui.subscriptions.col.srNo')}</Table.Th>
          <Table.Th>{t('ui.subscriptions.col.name')}</Table.Th>
          <Table.Th>{t('ui.subscriptions.col.type')}</Table.Th>
          <Table.Th ta="right">{t('ui.subscriptions.col.patientCount')}</Table.Th>
          <Table.Th>{t('ui.subscriptions.col.duration')}</Table.Th>
          <Table.Th ta="right">{t('ui.subscriptions.col.price')}</Table.Th>
          <Table.Th w={280}>{t('ui.subscriptions.col.description')}</Table.Th>
          <Table.Th>{t('ui.subscriptions.col.action')}</Table.Th>
        </Table.Tr>
      }
    >
      {plans?.map((plan, index) => (
        <Table.Tr key={plan.id}>
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td>
            <PlanName plan={plan} />
          </Table.Td>
          <Table.Td>{subscriptionTypeName(plan.subscriptionType)}</Table.Td>
          <Table.Td ta="right">{plan.patientCount}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {t('ui.subscriptions.days', { count: plan.duration })}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPaise(plan.totalPaise)}
          </Table.Td>
          <Table.Td>
            <PlanDescription html={plan.description} fz="sm" />
          </Table.Td>
          <Table.Td>{actions(plan)}</Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

/** The plan's name (numbered on a card, where no Sr.No. column counts it), marked when inactive. */
function PlanName({ plan, number }: { plan: AdminPlan; number?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={600} fz="sm" className="plan-name">
        {number === undefined ? plan.subscriptionName : `${number}. ${plan.subscriptionName}`}
      </Text>
      {!plan.isActive && (
        <Badge color="gray.7" size="sm" mt={4}>
          {t('ui.subscriptions.inactive')}
        </Badge>
      )}
    </div>
  );
}

/**
 * A plan's buttons: Edit, then Delete and Activate or Deactivate, or, for a plan a hospital
 * holds, why those are not offered.
 */
function PlanActions({
  plan,
  checking,
  onAction,
}: {
  plan: AdminPlan;
  /** The action of this row whose assignment check is under way. */
  checking: PlanAction | null;
  onAction: PlanTableProps['onAction'];
}) {
  const { t } = useTranslation();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="group"
      aria-label={t('ui.subscriptions.actionsFor', { name: plan.subscriptionName })}
    >
      <Button
        size="compact-sm"
        variant="light"
        // Whole beside the held plan's note, which takes the rest of the cell.
        style={{ flexShrink: 0 }}
        onClick={() => onAction('edit', plan)}
      >
        {t('ui.subscriptions.edit')}
      </Button>
      {plan.held ? (
        // The server refuses to delete a plan a hospital holds or to switch it: the row says so
        // where those buttons would be. It wraps in a narrow column, so it stays whole on a
        // phone's width.
        <Text fz="xs" lh={1.35} c="dimmed" miw={150} maw={210}>
          {t(plan.isActive ? 'ui.subscriptions.heldActive' : 'ui.subscriptions.heldInactive')}
        </Text>
      ) : (
        <PlanChanges plan={plan} checking={checking} onAction={onAction} />
      )}
    </Group>
  );
}

/** Delete and Activate or Deactivate, for a plan no hospital holds. */
function PlanChanges({
  plan,
  checking,
  onAction,
}: {
  plan: AdminPlan;
  /** The action of this row whose assignment check is under way. */
  checking: PlanAction | null;
  onAction: PlanTableProps['onAction'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={checking === 'delete'}
        onClick={() => onAction('delete', plan)}
      >
        {t('ui.subscriptions.delete')}
      </Button>
      {plan.isActive ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={checking === 'deactivate'}
          onClick={() => onAction('deactivate', plan)}
        >
          {t('ui.subscriptions.deactivate')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          loading={checking === 'activate'}
          onClick={() => onAction('activate', plan)}
        >
          {t('ui.subscriptions.activate')}
        </Button>
      )}
    </>
  );
}

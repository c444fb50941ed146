import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';
import { TableStateRow } from '@/components/table-state-row';
import { scrollRegion } from '@/components/scroll-region';

export type PlanAction = 'edit' | 'delete' | 'activate' | 'deactivate';

interface PlanTableProps {
  plans: Plan[] | undefined;
  loading: boolean;
  /** The row action whose assignment check is under way: its button shows it. */
  checking: { planId: number; action: PlanAction } | null;
  onAction: (action: PlanAction, plan: Plan) => void;
}

const COLUMNS = 8;

export function PlanTable({ plans, loading, checking, onAction }: PlanTableProps) {
  const { t } = useTranslation();
  const checks = (plan: Plan, action: PlanAction) =>
    checking?.planId === plan.id && checking.action === action;
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer
        minWidth={980}
        // Keyboard users can scroll a table wider than the screen.
        scrollAreaProps={{ viewportProps: scrollRegion(t('ui.subscriptions.listTitle')) }}
      >
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
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
          </Table.Thead>
          <Table.Tbody>
            {loading || !plans || plans.length === 0 ? (
              <TableStateRow columns={COLUMNS} loading={loading} />
            ) : (
              plans.map((plan, index) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Text fw={600} fz="sm" className="plan-name">
                      {plan.subscriptionName}
                    </Text>
                    {!plan.isActive && (
                      <Badge color="gray.7" size="sm" mt={4}>
                        {t('ui.subscriptions.inactive')}
                      </Badge>
                    )}
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
                  <Table.Td>
                    <Group
                      gap={6}
                      wrap="nowrap"
                      role="group"
                      aria-label={t('ui.subscriptions.actionsFor', {
                        name: plan.subscriptionName,
                      })}
                    >
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onAction('edit', plan)}
                      >
                        {t('ui.subscriptions.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={checks(plan, 'delete')}
                        onClick={() => onAction('delete', plan)}
                      >
                        {t('ui.subscriptions.delete')}
                      </Button>
                      {plan.isActive ? (
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={checks(plan, 'deactivate')}
                          onClick={() => onAction('deactivate', plan)}
                        >
                          {t('ui.subscriptions.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={checks(plan, 'activate')}
                          onClick={() => onAction('activate', plan)}
                        >
                          {t('ui.subscriptions.activate')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

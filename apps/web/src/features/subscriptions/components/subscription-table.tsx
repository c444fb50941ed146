import { Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MySubscriptions } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';
import { TableStateRow } from '@/components/table-state-row';
import { scrollRegion } from '@/components/scroll-region';
import { usePhoneWidth } from '@/lib/use-phone-width';
import { SubscriptionCards } from './subscription-card-list';
import { Paid, Status, TotalPrice } from './subscription-cells';

type Row = MySubscriptions['subscriptions'][number];

const COLUMNS = 11;

/**
 * The hospital's packs (named `label`, My Subscription by default): a table, and on a phone a
 * card a pack (its name and status, then the table's other columns, then its description) where
 * the eleven columns scrolled sideways.
 */
export function SubscriptionTable({ rows, label }: { rows: Row[]; label?: string }) {
  const { t } = useTranslation();
  const named = label ?? t('ui.page.mySubscription');
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {usePhoneWidth() ? (
        <SubscriptionCards rows={rows} label={named} />
      ) : (
        <WideTable rows={rows} label={named} />
      )}
    </Paper>
  );
}

function WideTable({ rows, label }: { rows: Row[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={1200}
      // Keyboard users can scroll a table wider than the screen.
      scrollAreaProps={{ viewportProps: scrollRegion(label) }}
    >
      <Table striped verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.subscriptions.col.name')}</Table.Th>
            <Table.Th>{t('ui.subscriptions.col.duration')}</Table.Th>
            <Table.Th ta="right">{t('ui.subscriptions.col.totalPrice')}</Table.Th>
            <Table.Th ta="right">{t('ui.subscriptions.col.paid')}</Table.Th>
            <Table.Th w={260}>{t('ui.subscriptions.col.description')}</Table.Th>
            <Table.Th>{t('ui.subscriptions.col.typeShort')}</Table.Th>
            <Table.Th ta="right">{t('ui.subscriptions.col.patientCount')}</Table.Th>
            <Table.Th ta="right">{t('ui.subscriptions.col.remaining')}</Table.Th>
            <Table.Th>{t('ui.subscriptions.col.activation')}</Table.Th>
            <Table.Th>{t('ui.subscriptions.col.deactivation')}</Table.Th>
            <Table.Th miw={110}>{t('ui.subscriptions.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <TableStateRow columns={COLUMNS} loading={false} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={600}>{row.subscriptionName}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('ui.subscriptions.days', { count: row.duration })}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <TotalPrice row={row} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Paid row={row} />
                </Table.Td>
                <Table.Td>
                  <PlanDescription html={row.description} fz="sm" />
                </Table.Td>
                <Table.Td>{subscriptionTypeName(row.subscriptionType)}</Table.Td>
                <Table.Td ta="right">{row.actualCount}</Table.Td>
                <Table.Td ta="right">{row.patientCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.activationDate)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.deActivationDate)}
                </Table.Td>
                <Table.Td>
                  <Status row={row} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

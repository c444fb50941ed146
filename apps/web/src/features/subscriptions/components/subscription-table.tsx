import { useState } from 'react';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MySubscriptions } from '@portal/shared';
import { formatDate, formatPaise } from '@/lib/format';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';
import { TableStateRow } from '@/components/table-state-row';
import { scrollRegion } from '@/components/scroll-region';

type Row = MySubscriptions['subscriptions'][number];

function Status({ row, now }: { row: Row; now: number }) {
  const { t } = useTranslation();
  // Within its dates but with no registration left: it no longer lets a patient in.
  if (row.isCurrent && row.patientCount <= 0)
    return <Badge color="orange.9">{t('ui.subscriptions.usedUp')}</Badge>;
  if (row.isCurrent) return <Badge color="teal.9">{t('ui.subscriptions.current')}</Badge>;
  if (new Date(row.deActivationDate).getTime() <= now)
    return <Badge color="red.7">{t('ui.subscriptions.expired')}</Badge>;
  return <Badge color="gray.7">{t('ui.subscriptions.notStarted')}</Badge>;
}

/** What was paid for a pack, with its receipt when the reader may open it. */
function PaidAmount({ row, paidPaise }: { row: Row; paidPaise: number }) {
  const { t } = useTranslation();
  if (row.receiptOrderId === null) return formatPaise(paidPaise);
  return (
    <>
      {formatPaise(paidPaise)}
      <br />
      <Anchor
        component={Link}
        to={paths.paymentSuccess.getHref(row.receiptOrderId, row.planId)}
        fz="sm"
        aria-label={t('ui.subscriptions.receiptOf', { plan: row.subscriptionName })}
      >
        {t('ui.subscriptions.receipt')}
      </Anchor>
    </>
  );
}

const COLUMNS = 11;

export function SubscriptionTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  // Only tells an expired pack from one not started yet; the server decides which is current.
  const [now] = useState(() => Date.now());
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer
        minWidth={1200}
        // Keyboard users can scroll a table wider than the screen.
        scrollAreaProps={{ viewportProps: scrollRegion(t('ui.page.mySubscription')) }}
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
                    {row.totalPaise === null ? (
                      <Text span c="dimmed" fz="sm">
                        -
                      </Text>
                    ) : (
                      formatPaise(row.totalPaise)
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.paidPaise === null ? (
                      <Text span c="dimmed" fz="sm">
                        {t('ui.subscriptions.notPaidOnline')}
                      </Text>
                    ) : (
                      <PaidAmount row={row} paidPaise={row.paidPaise} />
                    )}
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
                    <Status row={row} now={now} />
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

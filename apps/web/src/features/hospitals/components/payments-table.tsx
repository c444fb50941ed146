import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type AdminPaymentRow, type PaymentStatus } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime, formatPaise } from '@/lib/format';

const STATUS_COLOURS: Record<PaymentStatus, string> = {
  success: 'teal',
  pending: 'yellow',
  failed: 'red',
};

/** Paid, Pending or Failed, with when the gateway's answer settled it. */
function StatusBadge({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATUS_COLOURS[row.status]}>
        {t(`ui.hospitals.payment.${row.status}`)}
      </Badge>
      {row.settledAt && <Text fz="xs">{formatDateTime(row.settledAt)}</Text>}
    </Stack>
  );
}

/** What was charged: the amount, and under it the price and the discount of a code. */
function Amount({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fz="sm" fw={600}>
        {formatPaise(row.amountPaise)}
      </Text>
      {row.discountPaise > 0 && (
        <Text fz="xs" c="dimmed">
          {t('ui.hospitals.payment.discounted', {
            price: formatPaise(row.listPricePaise),
            discount: formatPaise(row.discountPaise),
            code: row.code ?? '',
          })}
        </Text>
      )}
    </>
  );
}

function Payer({ row }: { row: AdminPaymentRow }) {
  return (
    <>
      <Text fz="sm">{row.payerName}</Text>
      <Text fz="xs" c="dimmed">
        {row.payerMobile}
      </Text>
    </>
  );
}

/** The gateway's transaction id and, for a payment that did not go through, its words. */
function Gateway({ row }: { row: AdminPaymentRow }) {
  return (
    <>
      <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {row.orderId}
      </Text>
      {row.gatewayTxnId && (
        <Text fz="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.gatewayTxnId}
        </Text>
      )}
      {row.status !== 'success' && row.gatewayMessage && (
        <Text fz="xs" c={row.status === 'failed' ? 'red.8' : 'dimmed'}>
          {row.gatewayMessage}
        </Text>
      )}
    </>
  );
}

/** Whom a payment was for: its hospital (a link to the hospital's page), or a programme. */
function Payee({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  if (row.hospitalId === null) return <Text fz="sm">{t('ui.hospitals.payment.programme')}</Text>;
  return (
    <Anchor component={Link} to={paths.adminHospital.getHref(row.hospitalId)} fz="sm">
      {row.hospitalName}
    </Anchor>
  );
}

interface PaymentsTableProps {
  rows: AdminPaymentRow[] | undefined;
  loading: boolean;
  busy: boolean;
  /** Payments of many hospitals and programmes: a column says whom each was for. */
  withPayee?: boolean;
}

/** Payments: a table on a desktop, a card a payment on a phone. */
export function PaymentsTable({ rows, loading, busy, withPayee = false }: PaymentsTableProps) {
  const { t } = useTranslation();
  const itemTitle = t(
    withPayee ? 'ui.hospitals.payment.col.item' : 'ui.hospitals.payment.col.plan',
  );
  return (
    <TableFrame
      label={t('ui.hospitals.payments')}
      columns={withPayee ? 7 : 6}
      minWidth={withPayee ? 1120 : 960}
      loading={loading}
      busy={busy}
      rows={rows}
      rowKey={(row) => row.orderId}
      card={(row) => (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {row.planName}
          </Text>
          <CardDetails>
            {withPayee && (
              <CardDetail label={t('ui.hospitals.payment.col.for')}>
                <Payee row={row} />
              </CardDetail>
            )}
            <CardDetail label={t('ui.hospitals.payment.col.started')}>
              {formatDateTime(row.startedAt)}
            </CardDetail>
            <CardDetail label={t('ui.hospitals.payment.col.amount')}>
              <Amount row={row} />
            </CardDetail>
            <CardDetail label={t('ui.hospitals.payment.col.status')}>
              <StatusBadge row={row} />
            </CardDetail>
            <CardDetail label={t('ui.hospitals.payment.col.payer')}>
              <Payer row={row} />
            </CardDetail>
            <CardDetail label={t('ui.hospitals.payment.col.reference')}>
              <Gateway row={row} />
            </CardDetail>
          </CardDetails>
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th>{t('ui.hospitals.payment.col.started')}</Table.Th>
          {withPayee && <Table.Th>{t('ui.hospitals.payment.col.for')}</Table.Th>}
          <Table.Th>{itemTitle}</Table.Th>
          <Table.Th ta="right">{t('ui.hospitals.payment.col.amount')}</Table.Th>
          <Table.Th>{t('ui.hospitals.payment.col.status')}</Table.Th>
          <Table.Th>{t('ui.hospitals.payment.col.payer')}</Table.Th>
          <Table.Th w={280}>{t('ui.hospitals.payment.col.reference')}</Table.Th>
        </Table.Tr>
      }
    >
      {rows?.map((row) => (
        <Table.Tr key={row.orderId}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.startedAt)}</Table.Td>
          {withPayee && (
            <Table.Td>
              <Payee row={row} />
            </Table.Td>
          )}
          <Table.Td fw={600}>{row.planName}</Table.Td>
          <Table.Td ta="right">
            <Amount row={row} />
          </Table.Td>
          <Table.Td>
            <StatusBadge row={row} />
          </Table.Td>
          <Table.Td>
            <Payer row={row} />
          </Table.Td>
          <Table.Td>
            <Gateway row={row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

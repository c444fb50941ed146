import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import { DeliveryStatusBadge } from './delivery-status-badge';

interface OutboxTableProps {
  rows: OutboxMessage[];
  loading: boolean;
  busy: boolean;
}

/** SMS or EMAIL beside the number or address it went to. */
function Recipient({ row }: { row: OutboxMessage }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge size="xs" variant="light" color="gray">
        {row.channel.toUpperCase()}
      </Badge>
      <span style={{ overflowWrap: 'anywhere' }}>{row.recipient}</span>
    </Group>
  );
}

/** Where the message stands, with the gateway's last error when a try failed. */
function Delivery({ row }: { row: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <>
      <DeliveryStatusBadge status={row.status} />
      {row.lastError && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-word' }}>
          {t('ui.outbox.lastError')}: {row.lastError}
        </Text>
      )}
    </>
  );
}

/** The messages of one page of the outbox, newest first; a card a message on a phone. */
export function OutboxTable({ rows, loading, busy }: OutboxTableProps) {
  const { t } = useTranslation();
  const label = t('ui.outbox.title');
  return (
    <TableFrame
      label={label}
      columns={5}
      minWidth={860}
      loading={loading}
      busy={busy}
      rows={rows}
      rowKey={(row) => row.id}
      card={(row) => (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Recipient row={row} />
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.createdAt)}
            </Text>
          </Group>
          <Text fz="sm" style={{ wordBreak: 'break-word' }}>
            {row.body}
          </Text>
          <CardDetails>
            <CardDetail label={t('ui.outbox.status')}>
              <Delivery row={row} />
            </CardDetail>
            <CardDetail label={t('ui.outbox.attempts')}>{row.attempts}</CardDetail>
          </CardDetails>
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th w={170}>{t('ui.outbox.time')}</Table.Th>
          <Table.Th w={200}>{t('ui.outbox.recipient')}</Table.Th>
          <Table.Th>{t('ui.outbox.message')}</Table.Th>
          <Table.Th w={220}>{t('ui.outbox.status')}</Table.Th>
          <Table.Th w={90}>{t('ui.outbox.attempts')}</Table.Th>
        </Table.Tr>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td>
            <Recipient row={row} />
          </Table.Td>
          <Table.Td style={{ wordBreak: 'break-word' }}>{row.body}</Table.Td>
          <Table.Td>
            <Delivery row={row} />
          </Table.Td>
          <Table.Td ta="end">{row.attempts}</Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

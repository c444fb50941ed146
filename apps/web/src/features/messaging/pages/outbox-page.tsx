import '../text-values';
import { useState } from 'react';
import { Alert, Badge, Container, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOutbox } from '../api/get-outbox';
import { DeliveryStatusBadge } from '../components/delivery-status-badge';
import { TableStateRow } from '@/components/table-state-row';

const controlLabels = {
  first: 'ui.pagination.first',
  previous: 'ui.pagination.previous',
  next: 'ui.pagination.next',
  last: 'ui.pagination.last',
} as const;

const COLUMNS = 5;

export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const rows = outbox.data?.data ?? [];
  const total = outbox.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.outbox.title')}
        description={t('ui.outbox.intro')}
        back="dashboard"
      />
      {outbox.isError && !outbox.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(outbox.error)}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={860}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy={outbox.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={170}>{t('ui.outbox.time')}</Table.Th>
                  <Table.Th w={200}>{t('ui.outbox.recipient')}</Table.Th>
                  <Table.Th>{t('ui.outbox.message')}</Table.Th>
                  <Table.Th w={220}>{t('ui.outbox.status')}</Table.Th>
                  <Table.Th w={90}>{t('ui.outbox.attempts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outbox.isPending || rows.length === 0 ? (
                  <TableStateRow columns={COLUMNS} loading={outbox.isPending} />
                ) : (
                  rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.createdAt)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Badge size="xs" variant="light" color="gray">
                            {row.channel.toUpperCase()}
                          </Badge>
                          <span>{row.recipient}</span>
                        </Group>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{row.body}</Table.Td>
                      <Table.Td>
                        <DeliveryStatusBadge status={row.status} />
                        {row.lastError && (
                          <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-word' }}>
                            {t('ui.outbox.lastError')}: {row.lastError}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="end">{row.attempts}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 && (
        <Group component="nav" aria-label={t('ui.outbox.pagination')} justify="flex-end" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
          />
        </Group>
      )}
    </Container>
  );
}

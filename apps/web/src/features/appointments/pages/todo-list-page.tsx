// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES, paths, type AppointmentStatus } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { TableStateRow } from '@/components/table-state-row';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useTodoList } from '../api/get-todo-list';
import { StatusBadge } from '../components/status-badge';

const PAGE_SIZE = 10;

/** #/care/todo: the doctor's appointments across patients, by status and date range. */
export function TodoListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AppointmentStatus>(1);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useTodoList({
    status,
    page,
    pageSize: PAGE_SIZE,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const total = list.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Any filter change starts at the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.appointments.todo.title')}
        description={t('ui.appointments.todo.intro')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.appointments.backToDashboard') }}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="todo-status-label">
                {t('ui.appointments.todo.status')}
              </Text>
              <SegmentedControl
                aria-labelledby="todo-status-label"
                value={String(status)}
                onChange={(value) => filter(setStatus)(Number(value) as AppointmentStatus)}
                data={APPOINTMENT_STATUSES.map((option) => ({
                  value: String(option.value),
                  label: option.label,
                }))}
              />
            </Stack>
            <DateInput
              label={t('ui.appointments.todo.from')}
              placeholder="dd-MMM-yyyy"
              valueFormat="DD-MMM-YYYY"
              value={from}
              onChange={filter(setFrom)}
              maxDate={to ?? undefined}
              clearable
              w={170}
            />
            <DateInput
              label={t('ui.appointments.todo.to')}
              placeholder="dd-MMM-yyyy"
              valueFormat="DD-MMM-YYYY"
              value={to}
              onChange={filter(setTo)}
              minDate={from ?? undefined}
              clearable
              w={170}
            />
            {(from || to) && (
              <Button
                variant="subtle"
                onClick={() => {
                  setFrom(null);
                  setTo(null);
                  setPage(1);
                }}
              >
                {t('ui.appointments.todo.clear')}
              </Button>
            )}
          </Group>
          {list.isError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(list.error)}
            </Alert>
          )}
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped highlightOnHover miw={760} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
                  <Table.Th>{t('ui.appointments.col.patient')}</Table.Th>
                  <Table.Th>{t('ui.appointments.col.heading')}</Table.Th>
                  <Table.Th>{t('ui.appointments.col.activity')}</Table.Th>
                  <Table.Th>{t('ui.appointments.col.comment')}</Table.Th>
                  <Table.Th>{t('ui.appointments.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!list.data || list.data.data.length === 0 ? (
                  <TableStateRow columns={6} loading={list.isPending} />
                ) : (
                  list.data.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.doDate)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.patientAppointments.getHref(row.patientId)}
                          aria-label={t('ui.appointments.todo.open', { name: row.patientName })}
                        >
                          {row.patientName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.headingName}</Table.Td>
                      <Table.Td>{row.activityName}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{row.comment ?? '-'}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={row.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {t('ui.appointments.todo.count', { count: total })}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label={t('ui.appointments.todo.pagination')}
              />
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

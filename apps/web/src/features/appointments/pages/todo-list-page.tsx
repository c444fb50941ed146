// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_STATUSES,
  isCalendarDate,
  paths,
  type AppointmentStatus,
} from '@portal/shared';
import { DayInput } from '@/components/day-input';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { placedEverything, placeFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { useTodoList } from '../api/get-todo-list';
import { TodoTable } from '../components/todo-table';
import { translateMessage } from '@/lib/i18n';

const PAGE_SIZE = 10;

/** The date filters (yyyy-MM-dd), null for an open end. */
interface Dates {
  from: string | null;
  to: string | null;
}
type DateField = keyof Dates;
const DATE_FIELDS: readonly DateField[] = ['from', 'to'];
const NO_DATES: Dates = { from: null, to: null };
const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);
/** Text typed into a date filter that names no day (DayInput hands it over as typed). */
const unreadable = (value: string | null) => value !== null && !isDay(value);
const backwards = (dates: Dates) => isDay(dates.from) && isDay(dates.to) && dates.from > dates.to;

/** #/care/todo: the doctor's appointments across patients, by status and date range. */
export function TodoListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AppointmentStatus>(1);
  // The days shown, and those searched: a To before the From is shown with why, not searched.
  const [dates, setDates] = useState<Dates>(NO_DATES);
  const [searched, setSearched] = useState<Dates>(NO_DATES);
  const [page, setPage] = useState(1);
  const list = useTodoList({
    status,
    page,
    pageSize: PAGE_SIZE,
    ...(searched.from ? { from: searched.from } : {}),
    ...(searched.to ? { to: searched.to } : {}),
  });
  const total = list.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Any filter change starts at the first page.
  const changeStatus = (value: AppointmentStatus) => {
    setStatus(value);
    setPage(1);
  };
  const changeDates = (next: Dates) => {
    setDates(next);
    if (backwards(next) || DATE_FIELDS.some((field) => unreadable(next[field]))) return;
    setSearched(next);
    setPage(1);
  };
  // The server's messages about the days go on their inputs; the rest in the banner.
  const placed = placeFieldErrors(list.error, DATE_FIELDS);
  const dateError = (field: DateField) =>
    unreadable(dates[field])
      ? t('appointment.dateInvalid')
      : field === 'to' && backwards(dates)
        ? t('appointment.rangeInvalid')
        : placed.messages[field];

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
                onChange={(value) => changeStatus(Number(value) as AppointmentStatus)}
                data={APPOINTMENT_STATUSES.map((option) => ({
                  value: String(option.value),
                  label: translateMessage(option.label),
                }))}
              />
            </Stack>
            <DayInput
              label={t('ui.appointments.todo.from')}
              value={dates.from}
              onChange={(from) => changeDates({ ...dates, from })}
              maxDate={dates.to ?? undefined}
              error={dateError('from')}
              clearable
              w={170}
            />
            <DayInput
              label={t('ui.appointments.todo.to')}
              value={dates.to}
              onChange={(to) => changeDates({ ...dates, to })}
              minDate={dates.from ?? undefined}
              error={dateError('to')}
              clearable
              w={170}
            />
            {(dates.from || dates.to) && (
              <Button variant="subtle" onClick={() => changeDates(NO_DATES)}>
                {t('ui.appointments.todo.clear')}
              </Button>
            )}
          </Group>
          {list.isError && !placedEverything(placed) && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {unplacedErrorText(list.error, placed)}
            </Alert>
          )}
          <TodoTable rows={list.data?.data} loading={list.isPending} busy={list.isFetching} />
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

import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUS, todayInIndia, type Appointment } from '@portal/shared';
import { CardDetails, CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';
import { formatDate } from '@/lib/format';
import { usePhoneWidth } from '@/lib/use-phone-width';
import {
  CardHead,
  DateCell,
  SubjectCells,
  SubjectDetails,
  SubjectHeaders,
} from './appointment-cells';
import { StatusBadge } from './status-badge';

export type AppointmentAction = 'edit' | 'complete' | 'delete';

interface AppointmentTableProps {
  rows: Appointment[] | undefined;
  loading: boolean;
  /** The row being edited, marked in the table. */
  editingId: number | null;
  onAction: (action: AppointmentAction, row: Appointment) => void;
}

/**
 * The patient's appointments in the dialog: scrolls at 300 px; only pending rows have actions,
 * and only those dated today or earlier can be completed (the server refuses a later one). On a
 * phone, a card an appointment (its day and status, what it is, then its actions) where the
 * table scrolled sideways and hid the actions.
 */
export function AppointmentTable(props: AppointmentTableProps) {
  const phone = usePhoneWidth();
  return (
    <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
      {phone ? <AppointmentCards {...props} /> : <WideTable {...props} />}
    </ScrollArea.Autosize>
  );
}

function AppointmentCards({ rows, loading, editingId, onAction }: AppointmentTableProps) {
  const { t } = useTranslation();
  const today = todayInIndia();
  return (
    <CardList
      label={t('ui.appointments.title')}
      rows={rows}
      loading={loading}
      rowKey={(row) => row.id}
      marked={(row) => row.id === editingId}
      card={(row) => (
        <Stack gap="xs">
          <CardHead row={row} />
          <ReminderState row={row} />
          <CardDetails>
            <SubjectDetails row={row} />
          </CardDetails>
          <RowActions row={row} today={today} onAction={onAction} />
        </Stack>
      )}
    />
  );
}

function WideTable({ rows, loading, editingId, onAction }: AppointmentTableProps) {
  const { t } = useTranslation();
  const today = todayInIndia();
  return (
    <Table striped highlightOnHover miw={640} stickyHeader verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
          <SubjectHeaders />
          <Table.Th>{t('ui.appointments.col.status')}</Table.Th>
          <Table.Th>{t('ui.appointments.col.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {!rows || rows.length === 0 ? (
          <TableStateRow columns={6} loading={loading} />
        ) : (
          rows.map((row) => (
            <Table.Tr
              key={row.id}
              bg={row.id === editingId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <DateCell row={row} />
              <SubjectCells row={row} />
              <Table.Td>
                <StatusBadge status={row.status} />
                <ReminderState row={row} />
              </Table.Td>
              <Table.Td>
                <RowActions row={row} today={today} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

/** A pending appointment's actions; a completed one has none. */
function RowActions({
  row,
  today,
  onAction,
}: {
  row: Appointment;
  today: string;
  onAction: AppointmentTableProps['onAction'];
}) {
  const { t } = useTranslation();
  return row.status === APPOINTMENT_STATUS.pending ? (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('ui.appointments.actionsFor', {
        activity: row.activityName,
        date: formatDate(row.doDate),
      })}
    >
      <Button size="compact-xs" variant="light" onClick={() => onAction('edit', row)}>
        {t('ui.appointments.action.edit')}
      </Button>
      {row.doDate <= today && (
        <Button
          size="compact-xs"
          variant="light"
          color="green"
          onClick={() => onAction('complete', row)}
        >
          {t('ui.appointments.action.complete')}
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => onAction('delete', row)}
      >
        {t('ui.appointments.action.delete')}
      </Button>
    </Group>
  ) : (
    <Text fz="xs" c="dimmed">
      -
    </Text>
  );
}

/** Where the SMS reminder of the day before has got to, under the status. */
function ReminderState({ row }: { row: Appointment }) {
  const { t } = useTranslation();
  if (!row.reminder) return null;
  return (
    <Text fz="xs" c="dimmed" mt={4}>
      {t(`ui.appointments.reminder.${row.reminder}`)}
    </Text>
  );
}

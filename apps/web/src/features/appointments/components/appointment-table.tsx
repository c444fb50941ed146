import type { ReactNode } from 'react';
import { Box, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUS, todayInIndia, type Appointment } from '@portal/shared';
import { TableStateRow } from '@/components/table-state-row';
import { formatDate } from '@/lib/format';
import { StatusBadge } from './status-badge';
import { typedTextStyle } from '@/components/typed-text';

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
 * and only those dated today or earlier can be completed (the server refuses a later one).
 */
export function AppointmentTable({ rows, loading, editingId, onAction }: AppointmentTableProps) {
  const { t } = useTranslation();
  const today = todayInIndia();
  return (
    <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
      <Table striped highlightOnHover miw={640} stickyHeader verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
            <Table.Th>{t('ui.appointments.col.heading')}</Table.Th>
            <Table.Th>{t('ui.appointments.col.activity')}</Table.Th>
            <Table.Th>{t('ui.appointments.col.comment')}</Table.Th>
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
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.doDate)}</Table.Td>
                <Table.Td>
                  <WrappedText>{row.headingName}</WrappedText>
                </Table.Td>
                <Table.Td>
                  <WrappedText>{row.activityName}</WrappedText>
                </Table.Td>
                <Table.Td>
                  <WrappedText>
                    <span style={typedTextStyle}>{row.comment ?? '-'}</span>
                  </WrappedText>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                  {row.reminder && (
                    <Text fz="xs" c="dimmed" mt={4}>
                      {t(`ui.appointments.reminder.${row.reminder}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.status === APPOINTMENT_STATUS.pending ? (
                    <Group
                      gap={4}
                      wrap="nowrap"
                      role="group"
                      aria-label={t('ui.appointments.actionsFor', {
                        activity: row.activityName,
                        date: formatDate(row.doDate),
                      })}
                    >
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onAction('edit', row)}
                      >
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
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * A name in a column: a long one with no spaces wraps at the column's widest instead of pushing
 * the actions off, and words that fit are never split (overflow-wrap 'anywhere' let the table
 * narrow a column until 'Investigation' broke in two).
 */
function WrappedText({ children }: { children: ReactNode }) {
  return (
    <Box maw="14rem" style={{ overflowWrap: 'break-word' }}>
      {children}
    </Box>
  );
}

import { Anchor, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type TodoItem } from '@portal/shared';
import { CardDetails, CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';
import { BACK_ON_CLOSE } from '@/lib/patient-dialog-close';
import { usePhoneWidth } from '@/lib/use-phone-width';
import {
  CardHead,
  DateCell,
  SubjectCells,
  SubjectDetails,
  SubjectHeaders,
} from './appointment-cells';
import { StatusBadge } from './status-badge';

interface TodoTableProps {
  rows: TodoItem[] | undefined;
  loading: boolean;
  busy: boolean;
}

/**
 * A page of the doctor's to-do list: a table, and on a phone a card an appointment (its day and
 * status, the patient, then what it is) where the table scrolled sideways.
 */
export function TodoTable(props: TodoTableProps) {
  return usePhoneWidth() ? <TodoCards {...props} /> : <WideTable {...props} />;
}

function TodoCards({ rows, loading, busy }: TodoTableProps) {
  const { t } = useTranslation();
  return (
    <CardList
      label={t('ui.appointments.todo.title')}
      rows={rows}
      loading={loading}
      busy={busy}
      rowKey={(row) => row.id}
      card={(row) => (
        <Stack gap="xs">
          <CardHead row={row} />
          <PatientCell row={row} />
          <CardDetails>
            <SubjectDetails row={row} />
          </CardDetails>
        </Stack>
      )}
    />
  );
}

function WideTable({ rows, loading, busy }: TodoTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped highlightOnHover miw={760} verticalSpacing="sm" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
            <Table.Th>{t('ui.appointments.col.patient')}</Table.Th>
            <SubjectHeaders />
            <Table.Th>{t('ui.appointments.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows || rows.length === 0 ? (
            <TableStateRow columns={6} loading={loading} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <DateCell row={row} />
                <Table.Td>
                  <PatientCell row={row} />
                </Table.Td>
                <SubjectCells row={row} />
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The patient's name, opening their appointments, and whether they have died. */
function PatientCell({ row }: { row: TodoItem }) {
  const { t } = useTranslation();
  return (
    <div>
      <Anchor
        component={Link}
        to={paths.patientAppointments.getHref(row.patientId)}
        state={BACK_ON_CLOSE}
        aria-label={t('ui.appointments.todo.open', { name: row.patientName })}
      >
        {row.patientName}
      </Anchor>
      {row.patientDeceased && (
        <Text fz="xs" c="red.8" fw={500}>
          {t('ui.appointments.todo.deceased')}
        </Text>
      )}
    </div>
  );
}

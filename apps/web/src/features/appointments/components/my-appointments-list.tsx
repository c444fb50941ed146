import { ScrollArea, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyAppointment } from '@portal/shared';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';
import { doctorName } from '@/lib/format';
import { usePhoneWidth } from '@/lib/use-phone-width';
import {
  CardHead,
  DateCell,
  SubjectCells,
  SubjectDetails,
  SubjectHeaders,
} from './appointment-cells';
import { StatusBadge } from './status-badge';

interface MyAppointmentsListProps {
  appointments: MyAppointment[] | undefined;
  loading: boolean;
}

/**
 * A patient's own appointments, read only: a table, and on a phone a card an appointment (its
 * day and status, then what it is and who keeps it) where the table scrolled sideways.
 */
export function MyAppointmentsList(props: MyAppointmentsListProps) {
  return usePhoneWidth() ? <MyAppointmentCards {...props} /> : <MyAppointmentsTable {...props} />;
}

function MyAppointmentCards({ appointments, loading }: MyAppointmentsListProps) {
  const { t } = useTranslation();
  return (
    <CardList
      label={t('ui.appointments.my.appointments')}
      rows={appointments}
      loading={loading}
      rowKey={(row) => row.id}
      card={(row) => (
        <Stack gap="xs">
          <CardHead row={row} />
          <CardDetails>
            <SubjectDetails row={row} />
            <CardDetail label={t('ui.appointments.col.hospital')}>
              <KeptBy row={row} />
            </CardDetail>
          </CardDetails>
        </Stack>
      )}
    />
  );
}

function MyAppointmentsTable({ appointments, loading }: MyAppointmentsListProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped miw={720} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
            <SubjectHeaders />
            <Table.Th>{t('ui.appointments.col.hospital')}</Table.Th>
            <Table.Th>{t('ui.appointments.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!appointments || appointments.length === 0 ? (
            <TableStateRow columns={6} loading={loading} />
          ) : (
            appointments.map((row) => (
              <Table.Tr key={row.id}>
                <DateCell row={row} />
                <SubjectCells row={row} />
                <Table.Td>
                  <KeptBy row={row} />
                </Table.Td>
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

/** The hospital and doctor who keep an appointment. */
function KeptBy({ row }: { row: MyAppointment }) {
  const { t } = useTranslation();
  return t('ui.appointments.my.keptBy', {
    hospital: row.hospitalName,
    doctor: doctorName(row.doctorName),
  });
}

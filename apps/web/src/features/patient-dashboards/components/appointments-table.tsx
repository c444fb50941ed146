import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { scrollRegion } from '@/components/scroll-region';
import { typedTextStyle } from '@/components/typed-text';

/** A patient's appointments, read-only (the dialog on the patient list changes them). */
export function AppointmentsTable({
  appointments,
  emptyText,
}: {
  appointments: Appointment[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (appointments.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{ viewportProps: scrollRegion(t('ui.patientDashboards.appointments')) }}
    >
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.patientDashboards.date')}</Table.Th>
            <Table.Th>{t('ui.patientDashboards.heading')}</Table.Th>
            <Table.Th>{t('ui.patientDashboards.activity')}</Table.Th>
            <Table.Th>{t('ui.patientDashboards.comment')}</Table.Th>
            <Table.Th>{t('ui.patientDashboards.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appointments.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.doDate)}</Table.Td>
              <Table.Td>{item.headingName}</Table.Td>
              <Table.Td>{item.activityName}</Table.Td>
              <Table.Td style={typedTextStyle}>{item.comment ?? '-'}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={item.status === 1 ? 'orange' : 'teal'}>
                  {item.status === 1
                    ? t('ui.patientDashboards.pending')
                    : t('ui.patientDashboards.complete')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { usePhoneWidth } from '@/lib/use-phone-width';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { scrollRegion } from '@/components/scroll-region';
import { typedTextStyle } from '@/components/typed-text';

/** Pending or Complete, as a dot of its colour and the word. */
function Status({ item }: { item: Appointment }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={item.status === 1 ? 'orange' : 'teal'}>
      {item.status === 1 ? t('ui.patientDashboards.pending') : t('ui.patientDashboards.complete')}
    </Badge>
  );
}

/** An appointment on a phone's screen: its date and status, then what it is for. */
function AppointmentCard({ item }: { item: Appointment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{formatDate(item.doDate)}</Text>
        <Status item={item} />
      </Group>
      <CardDetails>
        <CardDetail label={t('ui.patientDashboards.heading')}>{item.headingName}</CardDetail>
        <CardDetail label={t('ui.patientDashboards.activity')}>{item.activityName}</CardDetail>
        <CardDetail label={t('ui.patientDashboards.comment')}>
          <span style={typedTextStyle}>{item.comment ?? '-'}</span>
        </CardDetail>
      </CardDetails>
    </Stack>
  );
}

/**
 * A patient's appointments, read-only (the dialog on the patient list changes them); a card an
 * appointment on a phone.
 */
export function AppointmentsTable({
  appointments,
  emptyText,
}: {
  appointments: Appointment[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  if (appointments.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  if (phone) {
    return (
      <CardList
        label={t('ui.patientDashboards.appointments')}
        rows={appointments}
        loading={false}
        rowKey={(item) => item.id}
        card={(item) => <AppointmentCard item={item} />}
      />
    );
  }
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
                <Status item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

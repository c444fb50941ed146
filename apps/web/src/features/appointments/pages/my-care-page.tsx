// The feature's texts, registered before anything here renders.
import '../text-values';
import {
  Alert,
  Anchor,
  Container,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { TableStateRow } from '@/components/table-state-row';
import { errorMessage } from '@/lib/api-client';
import { doctorName, formatDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useMyAppointments } from '../api/get-my-appointments';
import { ReminderSwitch } from '../components/reminder-switch';
import { StatusBadge } from '../components/status-badge';
import { typedTextStyle } from '@/components/typed-text';

/** #/care/patient: a patient's own area: their appointments (read only) and their questionnaires. */
export function MyCarePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const appointments = useMyAppointments();

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.appointments.my.title')}
        description={user ? t('ui.area.signedInAs', { name: user.fullName }) : undefined}
      />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('ui.appointments.my.appointments')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('ui.appointments.my.intro')}
            </Text>
            <ReminderSwitch />
            {appointments.isError && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(appointments.error)}
              </Alert>
            )}
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped miw={720} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ui.appointments.col.date')}</Table.Th>
                    <Table.Th>{t('ui.appointments.col.heading')}</Table.Th>
                    <Table.Th>{t('ui.appointments.col.activity')}</Table.Th>
                    <Table.Th>{t('ui.appointments.col.comment')}</Table.Th>
                    <Table.Th>{t('ui.appointments.col.hospital')}</Table.Th>
                    <Table.Th>{t('ui.appointments.col.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {!appointments.data || appointments.data.length === 0 ? (
                    <TableStateRow columns={6} loading={appointments.isPending} />
                  ) : (
                    appointments.data.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(row.doDate)}
                        </Table.Td>
                        <Table.Td>{row.headingName}</Table.Td>
                        <Table.Td>{row.activityName}</Table.Td>
                        <Table.Td style={typedTextStyle}>{row.comment ?? '-'}</Table.Td>
                        <Table.Td>
                          {t('ui.appointments.my.keptBy', {
                            hospital: row.hospitalName,
                            doctor: doctorName(row.doctorName),
                          })}
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
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                <Anchor component={Link} to={paths.myQuestionnaires.getHref()}>
                  {t('ui.appointments.my.questionnaires')}
                </Anchor>
              </Title>
              <Text c="dimmed" fz="sm">
                {t('ui.appointments.my.questionnairesHint')}
              </Text>
            </Stack>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}

// The feature's texts, registered before anything here renders.
import '../text-values';
import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useMyAppointments } from '../api/get-my-appointments';
import { ReminderSwitch } from '../components/reminder-switch';
import { MyAppointmentsList } from '../components/my-appointments-list';

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
            <MyAppointmentsList appointments={appointments.data} loading={appointments.isPending} />
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

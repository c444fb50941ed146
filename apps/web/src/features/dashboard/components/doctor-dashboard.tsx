import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type SessionUser } from '@portal/shared';
import { InfoIcon } from '@/components/icons';

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Alert color="blue" variant="light" icon={<InfoIcon />}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{children}</Text>
        {action}
      </Stack>
    </Alert>
  );
}

function PatientActions() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.patientRegistration.getHref(0, 0, 'doctor')}>
        {t('ui.dashboard.patientRegistration')}
      </Button>
      <Button component={Link} to={paths.patientList.getHref()} variant="light">
        {t('ui.dashboard.patientList')}
      </Button>
    </Group>
  );
}

/** A doctor's home: their hospital's subscription decides what they can do. */
export function DoctorDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();

  if (user.hospitalId === null) return <Notice>{t('ui.dashboard.noHospital')}</Notice>;

  if (!user.hasActiveSubscription) {
    return user.isHospitalAdmin ? (
      <Notice
        action={
          <Button component={Link} to={paths.showSubscriptionPlan.getHref()}>
            {t('ui.dashboard.viewPlans')}
          </Button>
        }
      >
        {t('subscription.required')}
      </Notice>
    ) : (
      <Notice>{t('subscription.askChiefAdmin')}</Notice>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Text fz="sm" c="dimmed">
              {t('ui.dashboard.hospital')}
            </Text>
            <Title order={2} fz="xl">
              {user.hospitalName}
            </Title>
            <Badge mt={8} color="brand" variant="light">
              {t('ui.dashboard.activeSubscription')}
            </Badge>
          </div>
          <div>
            <Text fz="sm" c="dimmed">
              {t('ui.dashboard.remainingQuota')}
            </Text>
            <Text fz={32} fw={700} lh={1.2}>
              {user.remainingPatientQuota}
            </Text>
          </div>
        </SimpleGrid>
        {user.remainingPatientQuota <= 0 && (
          <Text fz="sm" c="red.7" fw={500}>
            {t('subscription.planOver')}
          </Text>
        )}
        <PatientActions />
      </Stack>
    </Paper>
  );
}

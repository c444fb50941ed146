import '../text-values';
import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type SessionUser } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { registrationBlockedMessage } from '@/lib/session';

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

/** The chief admin's way to the hospital's doctors (invite, approve, hand over the role). */
function DoctorsLink({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (!user.permissions.includes('manage:members')) return null;
  return (
    <Button component={Link} to={paths.hospitalDoctors.getHref()} variant="light">
      {t('ui.dashboard.manageDoctors')}
    </Button>
  );
}

/** A doctor's home: their hospital's subscription decides what they can do. */
export function DoctorDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();

  if (user.hospitalId === null) {
    return (
      <Notice
        action={
          <Button component={Link} to={paths.hospitalJoin.getHref()}>
            {t('ui.dashboard.joinHospital')}
          </Button>
        }
      >
        {t('ui.dashboard.noHospital')}
      </Notice>
    );
  }

  // The seed's plan prompt: the public plans, where the chief admin buys one.
  if (!user.hasActiveSubscription) {
    return (
      <Notice
        action={
          <Group gap="sm">
            <Button component={Link} to={paths.showSubscriptionPlan.getHref()}>
              {t('ui.dashboard.viewPlans')}
            </Button>
            <DoctorsLink user={user} />
          </Group>
        }
      >
        {t(registrationBlockedMessage(user))}
      </Notice>
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
            {/* With no registration left, the plan-over message below says what is what. */}
            {user.remainingPatientQuota > 0 && (
              <Badge mt={8} color="brand" variant="light">
                {t('ui.dashboard.activeSubscription')}
              </Badge>
            )}
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
          <Group gap="sm">
            <Text fz="sm" c="red.7" fw={500}>
              {t('subscription.planOver')}
            </Text>
            <Button component={Link} to={paths.showSubscriptionPlan.getHref()} size="xs">
              {t('ui.dashboard.viewPlans')}
            </Button>
          </Group>
        )}
        <Group gap="sm">
          <PatientActions />
          <DoctorsLink user={user} />
        </Group>
      </Stack>
    </Paper>
  );
}

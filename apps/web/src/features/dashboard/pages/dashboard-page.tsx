import '../text-values';
import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPersonUserType, paths } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { userDisplayName } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { TwoFactorPrompt } from '@/features/two-factor';
import { AdminDashboard } from '../components/admin-dashboard';
import { DoctorDashboard } from '../components/doctor-dashboard';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;

  const intro = user.userType === 'super_admin' ? t('ui.dashboard.adminIntro') : undefined;
  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.dashboard.title')}
        description={
          <>
            {t('ui.dashboard.welcome', { name: userDisplayName(user) })}
            {intro && <> · {intro}</>}
          </>
        }
      />
      <TwoFactorPrompt user={user} />
      {user.userType === 'super_admin' && <AdminDashboard />}
      {user.userType === 'doctor' && <DoctorDashboard user={user} />}
      {isPersonUserType(user.userType) && (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('ui.dashboard.patientNote')}</Text>
            <Button component={Link} to={paths.myCare.getHref()}>
              {t('ui.dashboard.openCare')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}

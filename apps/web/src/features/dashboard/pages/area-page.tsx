import '../text-values';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type SessionUser } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/session';
import { TwoFactorPrompt } from '@/features/two-factor';
import { DoctorDashboard } from '../components/doctor-dashboard';

interface AreaLink {
  to: string;
  title: string;
  text: string;
}

function AreaLinks({ links }: { links: AreaLink[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {links.map((link) => (
        <Paper
          key={link.to}
          component={Link}
          to={link.to}
          withBorder
          radius="lg"
          p="lg"
          className="dashboard-card"
        >
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {link.title}
            </Title>
            <Text c="dimmed" fz="sm">
              {link.text}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** What a subscribed hospital's doctor opens in each area. */
function DoctorAreaLinks({ area }: { area: 'care' | 'db' }) {
  const { t } = useTranslation();
  const register = {
    to: paths.patientRegistration.getHref(0, 0, 'doctor'),
    title: t('ui.area.register'),
    text: t('ui.area.registerText'),
  };
  const patients = {
    to: paths.patientList.getHref(),
    title: t('ui.area.patients'),
    text: area === 'care' ? t('ui.area.patientsCareText') : t('ui.area.patientsDbText'),
  };
  const todo = {
    to: paths.todoList.getHref(),
    title: t('ui.area.todo'),
    text: t('ui.area.todoText'),
  };
  return <AreaLinks links={area === 'db' ? [patients, register] : [todo, patients, register]} />;
}

function AreaContent({ area, user }: { area: 'care' | 'db'; user: SessionUser }) {
  const { t } = useTranslation();
  if (user.userType === 'super_admin') {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('ui.area.adminText')}</Text>
          <Button component={Link} to={paths.mastersSection.getHref()}>
            {t('ui.area.masters')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (user.userType !== 'doctor') {
    return (
      <Button component={Link} to={paths.myCare.getHref()} w="fit-content">
        {t('ui.dashboard.openCare')}
      </Button>
    );
  }
  if (user.hospitalId === null || !user.hasActiveSubscription)
    return <DoctorDashboard user={user} />;
  return <DoctorAreaLinks area={area} />;
}

/**
 * #/care and #/db: the two sibling applications of the spec, areas of this product behind the
 * one login. Each opens with its menu; the patient pages live at their own routes.
 */
export function AreaPage({ area }: { area: 'care' | 'db' }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Container size="lg">
      <PageHeader
        title={area === 'care' ? t('ui.area.care') : t('ui.area.db')}
        description={area === 'care' ? t('ui.area.careIntro') : t('ui.area.dbIntro')}
      />
      <TwoFactorPrompt user={user} />
      <AreaContent area={area} user={user} />
    </Container>
  );
}

export function CareAreaPage() {
  return <AreaPage area="care" />;
}

export function DbAreaPage() {
  return <AreaPage area="db" />;
}

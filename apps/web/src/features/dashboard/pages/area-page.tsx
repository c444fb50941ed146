import { Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/session';

/**
 * #/care/* and #/db/*: the two sibling applications, areas of this product behind the one login.
 * Their screens come later; for now each says so.
 */
export function AreaPage({ area }: { area: 'care' | 'db' }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const sub = useParams()['*'] ?? '';
  const myCare = area === 'care' && sub.split('/')[0] === 'patient';
  const title = myCare
    ? t('ui.area.myCare')
    : area === 'care'
      ? t('ui.area.care')
      : t('ui.area.db');
  const soon = myCare
    ? t('ui.area.myCareSoon')
    : area === 'care'
      ? t('ui.area.careSoon')
      : t('ui.area.dbSoon');

  return (
    <Container size="md">
      <PageHeader
        title={title}
        description={user ? t('ui.area.signedInAs', { name: user.fullName }) : undefined}
      />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden="true">
              <ClockIcon />
            </ThemeIcon>
            <Text fw={600}>{t('common.comingSoon')}</Text>
          </Group>
          <Text c="dimmed">{soon}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}

export function CareAreaPage() {
  return <AreaPage area="care" />;
}

export function DbAreaPage() {
  return <AreaPage area="db" />;
}

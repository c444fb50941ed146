import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { usePageTitle } from '@/lib/use-page-title';

/** The public home page's shell; the full page (slides, audiences, video) replaces it later. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('ui.nav.home'));
  return (
    <Container size="lg">
      <Paper
        radius="xl"
        p={{ base: 'xl', sm: 48 }}
        mt={{ base: 0, sm: 'md' }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-white) 70%)',
        }}
        withBorder
      >
        <Stack gap="lg" maw={720}>
          <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15} c="brand.9">
            {t('ui.home.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
            {t('ui.home.tagline')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login.getHref()} size="md">
              {t('ui.home.signIn')}
            </Button>
            <Button
              component={Link}
              to={paths.doctorRegistration.getHref('database')}
              size="md"
              variant="default"
            >
              {t('ui.home.registerDoctor')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';

/**
 * Shown when a page fails to render or its code cannot be downloaded (often after a new
 * release replaced the old files): reloading fetches the current version. Unknown addresses
 * never get here: the catch-all route shows the not-found page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('ui.error.pageTitle')}</Title>
        <Text c="dimmed">{t('ui.error.pageText')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('ui.action.reload')}</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            {t('ui.action.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

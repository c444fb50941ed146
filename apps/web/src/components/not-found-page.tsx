import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { PageHeader } from '@/components/page-header';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <Stack align="flex-start">
        <PageHeader title={t('ui.notFound.title')} description={t('ui.notFound.text')} />
        <Button component={Link} to={paths.home.getHref()}>
          {t('ui.action.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}

import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, type SessionUser } from '@portal/shared';
import { PageHeader } from './page-header';

/** A page the signed-in person may not use (any more: a doctor removed from the hospital). */
export function NotAllowed({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageHeader title={t('ui.forbidden.title')} description={t('error.forbidden')} />
      <Button component={Link} to={landingPath(user)} variant="light">
        {t('ui.action.back')}
      </Button>
    </Container>
  );
}

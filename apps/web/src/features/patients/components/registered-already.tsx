import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { InfoIcon } from '@/components/icons';

/** A person whose mobile number is registered already: sign in, or set a new password. */
export function RegisteredAlready() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<InfoIcon />} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('ui.patients.reg.mobileTakenSelf')}</Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.login.getHref()} size="sm" fw={600}>
            {t('ui.patients.reg.signInInstead')}
          </Anchor>
          <Anchor component={Link} to={`${paths.login.getHref()}?forgot=1`} size="sm" fw={600}>
            {t('ui.patients.reg.resetPasswordInstead')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

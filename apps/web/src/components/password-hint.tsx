import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The password policy in words, shown beside every new-password field. */
export function PasswordHint({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Text id={id} fz="sm" c="dimmed">
      {t('password.hint')}
    </Text>
  );
}

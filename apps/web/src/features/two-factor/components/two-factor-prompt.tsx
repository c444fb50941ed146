import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type SessionUser } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import '../text-values';

/**
 * The dashboard's prompt for an administrator (super admin, hospital admin) who has not set up
 * two-factor sign-in yet. Outside production it stays a prompt; in production the super admin is
 * sent to the set-up page instead (route guard).
 */
export function TwoFactorPrompt({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (user.twoFactorEnabled || !user.permissions.includes('enrol:two-factor')) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<InfoIcon />}
      title={t('ui.twoFactor.promptTitle')}
      mb="lg"
      role="region"
      aria-label={t('ui.twoFactor.promptTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('ui.twoFactor.promptText')}</Text>
        <Button component={Link} to={paths.twoFactor.getHref()} size="xs">
          {t('ui.twoFactor.promptAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

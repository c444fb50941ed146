import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type Programme } from '@portal/shared';

/** Where a programme's main button goes: its registration, or a conversation with us. */
function primaryAction(programme: Programme): { to: string; register: boolean } | null {
  if (programme.comingSoon) return null;
  if (programme.registerType) {
    return { to: paths.patientRegistration.getHref(0, 0, programme.registerType), register: true };
  }
  if (programme.registerHref) return { to: programme.registerHref, register: true };
  return { to: paths.contactUs.getHref(), register: false };
}

/** Price, duration and the Register button, all from the shared programme data. */
export function PricePanel({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const action = primaryAction(programme);
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" pos="sticky" top={88}>
      <Stack gap="md">
        <Stack component="dl" gap="md" m={0}>
          <div>
            <Text component="dt" fz="sm" c="dimmed">
              {t('ui.content.price')}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} c="brand.9" lh={1.3}>
              {programme.priceLabel}
            </Text>
          </div>
          <div>
            <Text component="dt" fz="sm" c="dimmed">
              {t('ui.content.duration')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {programme.duration}
            </Text>
          </div>
        </Stack>
        {action && (
          <Button
            component={Link}
            to={action.to}
            size="md"
            fullWidth
            variant={action.register ? 'filled' : 'light'}
          >
            {action.register ? t('ui.content.register') : t('ui.content.contactUs')}
          </Button>
        )}
        {programme.registerType && !programme.comingSoon && (
          <Text fz="sm" c="dimmed">
            {t('ui.content.paymentNote')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MySubscriptions } from '@portal/shared';

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

export function SubscriptionCounters({ data }: { data: MySubscriptions }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Counter label={t('ui.subscriptions.totalPacks')} value={data.totalSubscriptionPacks} />
      <Counter label={t('ui.subscriptions.totalRegistered')} value={data.totalPatientsRegistered} />
      <Counter label={t('ui.subscriptions.remaining')} value={data.remainingPatientQuota} />
    </SimpleGrid>
  );
}

import { useId } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';

interface PlanCardProps {
  plan: Plan;
  onPayNow: (plan: Plan) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** One plan on the public plan page. */
export function PlanCard({ plan, onPayNow }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      h="100%"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" id={titleId}>
            {plan.subscriptionName}
          </Title>
          <Badge variant="light">{subscriptionTypeName(plan.subscriptionType)}</Badge>
        </Group>
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('ui.subscriptions.price')}
          </Text>
          <Text fz={28} fw={700} lh={1.2} c="brand.8">
            {formatPaise(plan.totalPaise)}
          </Text>
        </div>
        <Group gap="xl">
          <Fact
            label={t('ui.subscriptions.duration')}
            value={t('ui.subscriptions.days', { count: plan.duration })}
          />
          <Fact label={t('ui.subscriptions.patientCount')} value={String(plan.patientCount)} />
          <Fact
            label={t('ui.subscriptions.type')}
            value={subscriptionTypeName(plan.subscriptionType)}
          />
        </Group>
        <Divider />
        <PlanDescription html={plan.description} fz="sm" style={{ flex: 1 }} />
        <Button fullWidth onClick={() => onPayNow(plan)}>
          {t('ui.subscriptions.payNow')}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type Plan, type SessionUser } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { DetailsTable } from './details-table';
import { PlanDescription } from '@/components/plan-description';
import { subscriptionTypeName } from '@/lib/plan-type';

export function UserSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="user-summary" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="user-summary">
          {t('ui.payments.userSummary')}
        </Title>
        <DetailsTable
          rows={[
            { label: t('ui.payments.fullName'), value: user.fullName },
            {
              label: t('ui.payments.mobile'),
              value: `${DEFAULT_COUNTRY_CODE} ${user.mobileNumber}`,
            },
            { label: t('ui.payments.hospital'), value: user.hospitalName ?? '' },
          ]}
        />
      </Stack>
    </Paper>
  );
}

export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="plan-summary" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="plan-summary">
          {t('ui.payments.planSummary')}
        </Title>
        <DetailsTable
          rows={[
            { label: t('ui.payments.planName'), value: plan.subscriptionName },
            { label: t('ui.payments.patientCount'), value: plan.patientCount },
            {
              label: t('ui.payments.duration'),
              value: t('ui.payments.days', { count: plan.duration }),
            },
            {
              label: t('ui.payments.type'),
              value: subscriptionTypeName(plan.subscriptionType),
            },
            { label: t('ui.payments.price'), value: formatPaise(plan.totalPaise) },
            {
              label: t('ui.payments.description'),
              value: <PlanDescription html={plan.description} fz="sm" fw={400} />,
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

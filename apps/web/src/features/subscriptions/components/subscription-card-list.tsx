import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MySubscriptions } from '@portal/shared';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { PlanDescription } from '@/components/plan-description';
import { formatDate } from '@/lib/format';
import { subscriptionTypeName } from '@/lib/plan-type';
import { Paid, Status, TotalPrice } from './subscription-cells';

type Row = MySubscriptions['subscriptions'][number];

/** The hospital's packs on a phone: a card a pack, its name and status first. */
export function SubscriptionCards({ rows, label }: { rows: Row[]; label: string }) {
  const { t } = useTranslation();
  return (
    <CardList
      label={label}
      rows={rows}
      loading={false}
      rowKey={(row) => row.id}
      card={(row) => (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.subscriptionName}
            </Text>
            <Status row={row} />
          </Group>
          <CardDetails>
            <CardDetail label={t('ui.subscriptions.col.duration')}>
              {t('ui.subscriptions.days', { count: row.duration })}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.totalPrice')}>
              <TotalPrice row={row} />
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.paid')}>
              <Paid row={row} />
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.typeShort')}>
              {subscriptionTypeName(row.subscriptionType)}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.patientCount')}>
              {row.actualCount}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.remaining')}>{row.patientCount}</CardDetail>
            <CardDetail label={t('ui.subscriptions.col.activation')}>
              {formatDate(row.activationDate)}
            </CardDetail>
            <CardDetail label={t('ui.subscriptions.col.deactivation')}>
              {formatDate(row.deActivationDate)}
            </CardDetail>
          </CardDetails>
          <PlanDescription html={row.description} fz="sm" />
        </Stack>
      )}
    />
  );
}

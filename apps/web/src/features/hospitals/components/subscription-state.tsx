import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminHospitalRow } from '@portal/shared';
import { formatCount, formatDate } from '@/lib/format';

const STATE_COLOURS = { active: 'teal', expired: 'orange', none: 'gray' } as const;

/** Active, Expired or None bought, with until when and the patients the packs still allow. */
export function SubscriptionState({ row }: { row: AdminHospitalRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATE_COLOURS[row.subscription]}>
        {t(`ui.hospitals.state.${row.subscription}`)}
      </Badge>
      {row.until && (
        <Text fz="xs">
          {t(row.subscription === 'active' ? 'ui.hospitals.until' : 'ui.hospitals.ended', {
            date: formatDate(row.until),
          })}
        </Text>
      )}
      {row.subscription === 'active' && (
        <Text fz="xs" c="dimmed">
          {t('ui.hospitals.patientsLeft', {
            count: row.patientsLeft,
            shown: formatCount(row.patientsLeft),
          })}
        </Text>
      )}
    </Stack>
  );
}

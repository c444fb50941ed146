import '../text-values';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SmsStatus } from '@portal/shared';

const colours: Record<SmsStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
};

/** Where a message stands in delivery, as a coloured badge with its word. */
export function DeliveryStatusBadge({ status }: { status: SmsStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={colours[status]}>
      {t(`ui.outbox.status.${status}`)}
    </Badge>
  );
}

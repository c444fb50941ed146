import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUS, appointmentStatusLabel } from '@portal/shared';
import { translateMessage } from '@/lib/i18n';

/** Pending (orange) or Complete (green). */
export function StatusBadge({ status }: { status: number }) {
  const complete = status === APPOINTMENT_STATUS.complete;
  return (
    <Badge variant="light" color={complete ? 'green' : 'orange'} radius="sm">
      {translateMessage(appointmentStatusLabel(status))}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUS, appointmentStatusLabel } from '@portal/shared';
import { translateMessage } from '@/lib/i18n';

/** Pending (orange) or Complete (green), with text dark enough to read on the light badge. */
export function StatusBadge({ status }: { status: number }) {
  const complete = status === APPOINTMENT_STATUS.complete;
  return (
    <Badge
      variant="light"
      color={complete ? 'green' : 'orange'}
      radius="sm"
      // Never cut short in a narrow column.
      styles={{ root: { color: complete ? '#1e6b30' : '#8f3b06', minWidth: 'max-content' } }}
    >
      {translateMessage(appointmentStatusLabel(status))}
    </Badge>
  );
}

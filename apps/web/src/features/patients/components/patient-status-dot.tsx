import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATIENT_STATUSES, type PatientStatus } from '@portal/shared';
import { valueName } from '@/lib/i18n';

export const isPatientStatus = (value: number): value is PatientStatus =>
  PATIENT_STATUSES.some((status) => status.value === value);

/** The status's name ('Alive', 'Dead', 'Lost Follow-up'). */
export function usePatientStatusLabel() {
  // Re-renders with the language; the names are listed values of the catalogue.
  useTranslation();
  return (status: PatientStatus) =>
    valueName(PATIENT_STATUSES.find((item) => item.value === status)?.label ?? String(status));
}

/** The dot alone: decorative, its status is always written beside it. */
export function StatusDotMark({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      display="inline-block"
      w={10}
      h={10}
      style={{ borderRadius: '50%', flex: 'none', background: `var(--mantine-color-${color}-7)` }}
    />
  );
}

/** The spec's coloured dot (green alive, red dead, blue lost follow-up) with the status in words. */
export function PatientStatusDot({ status }: { status: number }) {
  const label = usePatientStatusLabel();
  const known = PATIENT_STATUSES.find((item) => item.value === status);
  if (!known) return <Text fz="sm">-</Text>;
  return (
    <Group gap={8} wrap="nowrap" data-status={known.value}>
      <StatusDotMark color={known.color} />
      <Text fz="sm" span style={{ whiteSpace: 'nowrap' }}>
        {label(known.value)}
      </Text>
    </Group>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { genderName, MobileCell, type PatientListProps } from './patient-list-cells';
import { PatientListRowActions } from './patient-list-row-actions';
import { PatientStatusMenu } from './patient-status-menu';

/**
 * The patients on a phone: a card a patient, the name and status first, the mobile numbers and
 * gender under them, then the row's six actions in one line.
 */
export function PatientCardList({ rows, loading, busy, onStatus }: PatientListProps) {
  const { t } = useTranslation();
  return (
    <div className="patient-card-list">
      <CardList
        label={t('ui.patients.list.table')}
        rows={rows}
        loading={loading}
        busy={busy}
        rowKey={(row) => row.patientId}
        card={(row) => (
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text
                fw={600}
                className="patient-list-name"
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {row.patientName}
              </Text>
              <PatientStatusMenu row={row} onStatus={onStatus} />
            </Group>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <MobileCell row={row} />
              </div>
              <Text fz="sm">{genderName(row.genderId)}</Text>
            </Group>
            <PatientListRowActions row={row} />
          </Stack>
        )}
      />
    </div>
  );
}

import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, PATIENT_STATUSES, patientKindName, type DashboardPatient } from '@portal/shared';
import { doctorName, formatDate } from '@/lib/format';
import { DashboardSection } from './dashboard-section';
import { valueName } from '@/lib/i18n';

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );
}

/** Who the patient is: the head of both dashboards. */
export function PatientSummary({ patient }: { patient: DashboardPatient }) {
  const { t } = useTranslation();
  const status = PATIENT_STATUSES.find((item) => item.value === patient.patientStatus);
  const gender = valueName(GENDERS.find((item) => item.id === patient.genderId)?.name ?? '-');
  return (
    <DashboardSection title={t('ui.patientDashboards.summary')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        <Item label={t('ui.patientDashboards.age')} value={patient.age} />
        <Item label={t('ui.patientDashboards.gender')} value={gender} />
        <Item label={t('ui.patientDashboards.mobile')} value={patient.mobileNumber} />
        <Item
          label={t('ui.patientDashboards.status')}
          value={
            <Stack gap={2}>
              <Badge color={status?.color ?? 'gray'} variant="dot">
                {status ? valueName(status.label) : '-'}
              </Badge>
              {patient.deathRecord && (
                <Text size="xs" c="dimmed">
                  {t('ui.patientDashboards.deathRecorded', {
                    date: formatDate(patient.deathRecord.recordedAt),
                    name: doctorName(patient.deathRecord.recordedBy),
                  })}
                </Text>
              )}
            </Stack>
          }
        />
        <Item
          label={t('ui.patientDashboards.patientType')}
          value={valueName(patientKindName(patient.patientType))}
        />
        {/* As given at registration; the clinical details carry the diagnosis since. */}
        <Item
          label={t('ui.patientDashboards.registrationStage')}
          value={patient.stageName ?? '-'}
        />
        <Item label={t('ui.patientDashboards.registrationSite')} value={patient.siteName ?? '-'} />
        <Item
          label={t('ui.patientDashboards.registeredOn')}
          value={formatDate(patient.registeredAt)}
        />
        <Item
          label={t('ui.patientDashboards.consultants')}
          value={patient.consultantDoctors.map(doctorName).join(', ') || '-'}
        />
      </SimpleGrid>
    </DashboardSection>
  );
}

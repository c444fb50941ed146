import '../text-values';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { doctorName, formatDate, formatDateTime } from '@/lib/format';
import { useDbDashboard } from '../api/get-db-dashboard';
import { AppointmentsTable } from '../components/appointments-table';
import { ClinicalVersionView } from '../components/clinical-version-view';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardSection } from '../components/dashboard-section';
import { PatientSummary } from '../components/patient-summary';
import { clinicalSummary } from '@/lib/clinical-summary';
import { routeId } from '@/lib/route-id';

/** #/db/patients/:patientId: summary, clinical record, treatment history and future plan. */
export function DbDashboardPage() {
  const { t } = useTranslation();
  // 0: no patient's id (the frame says not found).
  const patientId = routeId(useParams().patientId) ?? 0;
  const dashboard = useDbDashboard(patientId);
  const data = dashboard.data;
  return (
    <DashboardFrame
      title={data ? t('ui.patientDashboards.dbTitle', { name: data.patient.fullName }) : null}
      invalidId={patientId === 0}
      error={dashboard.error}
      onRetry={() => void dashboard.refetch()}
      actions={
        <Button component={Link} to={paths.carePatientDashboard.getHref(patientId)} variant="light">
          {t('ui.patientDashboards.otherDashboard', {
            area: t('ui.patientDashboards.careArea'),
          })}
        </Button>
      }
    >
      {data && (
        <>
          <PatientSummary patient={data.patient} />
          <DashboardSection
            title={t('ui.patientDashboards.currentClinical')}
            action={
              <Button
                component={Link}
                to={paths.clinicalDetails.getHref(patientId)}
                variant="subtle"
                size="xs"
              >
                {data.currentClinical
                  ? t('ui.patientDashboards.editClinical')
                  : t('ui.patientDashboards.createClinical')}
              </Button>
            }
          >
            {data.currentClinical ? (
              <ClinicalVersionView version={data.currentClinical} />
            ) : (
              <Text c="dimmed">{t('ui.patientDashboards.noClinical')}</Text>
            )}
          </DashboardSection>
          <DashboardSection title={t('ui.patientDashboards.futurePlan')}>
            <Stack gap="md">
              <Group gap="xs">
                <Text fw={500}>{t('ui.patientDashboards.nextChemoCycle')}:</Text>
                <Text>
                  {data.futurePlan.nextChemoCycle
                    ? formatDate(data.futurePlan.nextChemoCycle)
                    : t('ui.patientDashboards.noNextCycle')}
                </Text>
              </Group>
              <AppointmentsTable
                appointments={data.futurePlan.pendingAppointments}
                emptyText={t('ui.patientDashboards.noPending')}
              />
            </Stack>
          </DashboardSection>
          <DashboardSection title={t('ui.patientDashboards.treatmentHistory')}>
            {data.treatmentHistory.length === 0 ? (
              <Text c="dimmed">{t('ui.patientDashboards.noClinical')}</Text>
            ) : (
              <Accordion variant="separated" multiple>
                {data.treatmentHistory.map((version) => (
                  <Accordion.Item key={version.version} value={String(version.version)}>
                    <Accordion.Control>
                      <Stack gap={0}>
                        <Text fw={600}>
                          {t('ui.patientDashboards.version', { number: version.version })}:{' '}
                          {clinicalSummary(version)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t('ui.patientDashboards.savedBy', {
                            date: formatDateTime(version.savedAt),
                            name: doctorName(version.savedBy),
                          })}
                        </Text>
                      </Stack>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <ClinicalVersionView version={version} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
          </DashboardSection>
        </>
      )}
    </DashboardFrame>
  );
}

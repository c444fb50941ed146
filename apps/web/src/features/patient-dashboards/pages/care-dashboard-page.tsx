import '../text-values';
import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { useCareDashboard } from '../api/get-care-dashboard';
import { AppointmentsTable } from '../components/appointments-table';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardSection } from '../components/dashboard-section';
import { OutcomeTrends } from '../components/outcome-trends';
import { PatientSummary } from '../components/patient-summary';
import { BACK_ON_CLOSE } from '@/lib/patient-dialog-close';
import { routeId } from '@/lib/route-id';

/** #/care/patients/:patientId: summary, appointments and functional-outcome trends. */
export function CareDashboardPage() {
  const { t } = useTranslation();
  // 0: no patient's id (the frame says not found).
  const patientId = routeId(useParams().patientId) ?? 0;
  const dashboard = useCareDashboard(patientId);
  const data = dashboard.data;
  return (
    <DashboardFrame
      title={data ? t('ui.patientDashboards.careTitle', { name: data.patient.fullName }) : null}
      invalidId={patientId === 0}
      error={dashboard.error}
      onRetry={() => void dashboard.refetch()}
      actions={
        <Button component={Link} to={paths.dbPatientDashboard.getHref(patientId)} variant="light">
          {t('ui.patientDashboards.otherDashboard', {
            area: t('ui.patientDashboards.dbArea'),
          })}
        </Button>
      }
    >
      {data && (
        <>
          <PatientSummary patient={data.patient} />
          <DashboardSection
            title={t('ui.patientDashboards.appointments')}
            action={
              <Button
                component={Link}
                to={paths.patientAppointments.getHref(patientId)}
                state={BACK_ON_CLOSE}
                variant="subtle"
                size="xs"
              >
                {t('ui.patientDashboards.manageAppointments')}
              </Button>
            }
          >
            <AppointmentsTable
              appointments={data.appointments}
              emptyText={t('ui.patientDashboards.noAppointments')}
            />
          </DashboardSection>
          <DashboardSection
            title={t('ui.patientDashboards.outcomes')}
            action={
              <Button
                component={Link}
                to={paths.patientOutcomes.getHref(patientId)}
                state={BACK_ON_CLOSE}
                variant="subtle"
                size="xs"
              >
                {t('ui.patientDashboards.recordOutcome')}
              </Button>
            }
          >
            <OutcomeTrends outcomes={data.outcomes} />
          </DashboardSection>
        </>
      )}
    </DashboardFrame>
  );
}

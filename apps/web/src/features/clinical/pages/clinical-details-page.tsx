// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Container, Grid } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, patientCodingFacts, type ClinicalVersion } from '@portal/shared';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { patientFullName, usePatientRecord } from '@/lib/patient-record';
import { routeId } from '@/lib/route-id';
import { useSessionUser } from '@/lib/session';
import { useClinicalDetails } from '../api/get-clinical-details';
import { ClinicalForm } from '../components/clinical-form';
import { ClinicalHistory } from '../components/clinical-history';
import { PatientFhirLink } from '@/features/fhir-export';

/**
 * An older version has no codes: the form starts from the codes mapped from its lists, so the
 * doctor confirms or corrects them on the next save.
 */
function codedDiagnosisOf({ details, coding }: ClinicalVersion) {
  return details.topography ? {} : { topography: coding.topography, morphology: coding.morphology };
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageHeader
        title={t('ui.clinical.notFoundTitle')}
        description={t('ui.clinical.notFoundText')}
        back={{ to: paths.patientList.getHref(), label: t('ui.clinical.backToList') }}
      />
    </Container>
  );
}

/** #/clinical-details/:patientId: create or edit the clinical details, with their history. */
export function ClinicalDetailsPage() {
  const patientId = routeId(useParams().patientId);
  if (patientId === null) return <NotFound />;
  return <ClinicalDetails patientId={patientId} />;
}

function ClinicalDetails({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const patient = usePatientRecord(patientId);
  const clinical = useClinicalDetails(patientId);
  /** How many times the form was drawn from the current version. */
  const [drawing, setDrawing] = useState(0);
  const back = { to: paths.patientList.getHref(), label: t('ui.clinical.backToList') };

  const failed = patient.error ?? clinical.error;
  if (failed) {
    if (isApiError(failed) && failed.status === 404) return <NotFound />;
    return (
      <Container size="md">
        <PageHeader title={t('ui.clinical.title')} back={back} />
        <LoadFailed
          title={t('ui.clinical.loadFailed')}
          error={failed}
          onRetry={() => Promise.all([patient.refetch(), clinical.refetch()])}
        />
      </Container>
    );
  }
  if (!patient.data || !clinical.data) return <PageLoader />;

  const { current, history } = clinical.data;
  const canSave = user?.permissions.includes('write:clinical') ?? false;
  return (
    <Container size="xl">
      <PageHeader
        title={current ? t('ui.clinical.editTitle') : t('ui.clinical.createTitle')}
        description={t('ui.clinical.patient', { name: patientFullName(patient.data) })}
        back={back}
      />
      {!canSave && (
        <Alert color="blue" variant="light" mb="lg">
          {t('ui.clinical.readOnly')}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {/* Drawn anew on a save or a discard only: a reading that brings a colleague's
              newer version leaves what is typed in the form (the form says so on Save). */}
          <ClinicalForm
            key={drawing}
            onRedraw={() => setDrawing(drawing + 1)}
            patientId={patientId}
            baseVersion={current?.version ?? 0}
            current={current ? { ...current.details, ...codedDiagnosisOf(current) } : null}
            patient={patientCodingFacts(patient.data)}
            dateOfBirth={patient.data.dateOfBirth}
            canSave={canSave}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ClinicalHistory history={history} />
          {history.length > 0 && <PatientFhirLink patientId={patientId} fz="sm" mt="sm" />}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

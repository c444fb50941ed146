import '../text-values';
import '@mantine/dates/styles.css';
import { Alert, Button, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  landingPath,
  paths,
  programmeByRegisterType,
  selfRegisterTypeOf,
  type SessionUser,
} from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { NotAllowed } from '@/components/not-allowed';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { registrationBlockedMessage, useSession } from '@/lib/session';
import { usePatientRecord } from '@/lib/patient-record';
import { DoctorPatientForm } from '../components/doctor-patient-form';
import { SelfRegistrationView } from '../components/self-registration-view';
import { SignedInRegistration } from '../components/signed-in-registration';
import { useLocalizedProgramme } from '@/lib/programme-texts';
import { usePasteCutWarning } from '@/lib/paste-cut/use-paste-cut-warning';

/** A positive id from the route; the static pages' links carry 0. */
function routeId(value: string | undefined): number | null {
  return value && /^[1-9][0-9]*$/.test(value) ? Number(value) : null;
}

/** No active plan or no patients left: said at once, before anything is typed. */
function PlanOver({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<AlertIcon />}
      role="alert"
      title={t('ui.patients.reg.planOverTitle')}
    >
      <Stack gap="sm" align="flex-start">
        {t(registrationBlockedMessage(user))}
        <Button component={Link} to={paths.showSubscriptionPlan.getHref()} size="sm">
          {t('ui.patients.reg.seePlans')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A doctor registers a new patient, binds a found one, or edits one of the hospital's patients. */
function DoctorPatientPage({ patientId, user }: { patientId: number | null; user: SessionUser }) {
  const { t } = useTranslation();
  const patient = usePatientRecord(patientId, { fresh: true });
  const editing = patientId !== null;
  // Registering or adding a patient uses one unit of the hospital's quota; editing does not.
  // Decided when the page opens: a session refreshed later (another doctor used the last unit)
  // must not take away a form being typed; the save then answers with the renewal message.
  const [canRegister] = useState(
    () => user.hasActiveSubscription && user.remainingPatientQuota > 0,
  );

  // The heading comes with the record: a page whose h1 is shown has loaded.
  if (editing && patient.isPending) return <PageLoader />;
  return (
    <Container size="xl">
      <PageHeader
        title={editing ? t('ui.patients.reg.editTitle') : t('ui.patients.reg.doctorTitle')}
        description={editing ? t('ui.patients.reg.editIntro') : t('ui.patients.reg.doctorIntro')}
        back={
          editing
            ? { to: paths.patientList.getHref(), label: t('ui.patients.reg.backToList') }
            : { to: paths.dashboard.getHref(), label: t('ui.patients.reg.backToDashboard') }
        }
      />
      {!editing ? (
        canRegister ? (
          <DoctorPatientForm />
        ) : (
          <PlanOver user={user} />
        )
      ) : !patient.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {t('ui.patients.reg.loadFailed')}
        </Alert>
      ) : (
        // A fresh form per patient: defaults are read once.
        <DoctorPatientForm key={patient.data.patientId} record={patient.data} />
      )}
    </Container>
  );
}

/**
 * #/patient-registration/:personId/:patientId/:registerType, public. A doctor of a hospital gets
 * the hospital's registration (or the edit of a patient); anyone else registers themselves for
 * the programme named by registerType (someone signed in is told why not with their account).
 */
export function PatientRegistrationPage() {
  const { t } = useTranslation();
  // A public form (and the doctors' one): a paste cut at a field's limit is said.
  usePasteCutWarning();
  const { patientId, registerType } = useParams();
  const location = useLocation();
  const session = useSession();
  // Another spelling of a type (the route's loader moves the address to the type's own) opens
  // the same registration, which sends the type itself.
  const selfRegisterType = selfRegisterTypeOf(registerType);
  const programme = useLocalizedProgramme(
    selfRegisterType ? programmeByRegisterType(selfRegisterType) : undefined,
  );

  if (session.isPending) return <PageLoader />;
  const user = session.data?.user ?? null;
  if (user?.permissions.includes('write:patients')) {
    return <DoctorPatientPage patientId={routeId(patientId)} user={user} />;
  }
  if (selfRegisterType && programme && user) {
    return (
      <Container size="xl">
        <PageHeader
          title={programme.title}
          back={{ to: programme.route, label: t('ui.patients.reg.back') }}
        />
        <SignedInRegistration user={user} programmeTitle={programme.title} />
      </Container>
    );
  }
  if (selfRegisterType && programme) {
    return (
      <SelfRegistrationView
        key={selfRegisterType}
        registerType={selfRegisterType}
        programme={programme}
      />
    );
  }
  // A doctor's link (registration or edit) opened without a session: log in first.
  const doctorLink =
    registerType === '0' || registerType === 'doctor' || routeId(patientId) !== null;
  if (!user && doctorLink) return <Navigate to={paths.login.getHref(location.pathname)} replace />;
  // Signed in without the right (a doctor removed from the hospital meanwhile).
  if (user && doctorLink) return <NotAllowed user={user} />;
  return (
    <Container size="md">
      <Stack align="flex-start">
        <PageHeader
          title={t('ui.page.patientRegistration')}
          description={t('ui.patients.reg.unknownType')}
        />
        <Button
          component={Link}
          to={user ? landingPath(user) : paths.home.getHref()}
          variant="light"
        >
          {t('ui.action.back')}
        </Button>
      </Stack>
    </Container>
  );
}

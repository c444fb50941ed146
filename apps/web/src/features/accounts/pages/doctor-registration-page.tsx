import { Container } from '@mantine/core';
import '@mantine/dates/styles.css';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DOCTOR_REGISTER_TYPES, paths, type DoctorRegisterType } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { DoctorRegistrationForm } from '../components/doctor-registration-form';

function isRegisterType(value: string | undefined): value is DoctorRegisterType {
  return value !== undefined && Object.hasOwn(DOCTOR_REGISTER_TYPES, value);
}

/** #/admin/doctors/:doctorRegisterType, open without login. */
export function DoctorRegistrationPage() {
  const { t } = useTranslation();
  const { doctorRegisterType } = useParams();

  // An unknown type is the login page's registration (database, with a hospital).
  if (!isRegisterType(doctorRegisterType)) {
    return <Navigate to={paths.doctorRegistration.getHref('database')} replace />;
  }
  const withHospital = DOCTOR_REGISTER_TYPES[doctorRegisterType].withHospital;

  return (
    <Container size="xl">
      <PageHeader
        title={withHospital ? t('ui.registration.title') : t('ui.registration.titleOutside')}
        description={withHospital ? t('ui.registration.intro') : t('ui.registration.introOutside')}
        back={{ to: paths.login.getHref(), label: t('ui.registration.backToLogin') }}
      />
      {/* A new type is a different form: remount so defaults and errors start fresh. */}
      <DoctorRegistrationForm key={doctorRegisterType} registerType={doctorRegisterType} />
    </Container>
  );
}

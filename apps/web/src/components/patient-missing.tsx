import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';

/** In place of a patient's dialog when the patient is not the hospital's (a 404): no form to fill. */
export function PatientMissing() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {t('ui.patient.notFound')}
    </Alert>
  );
}

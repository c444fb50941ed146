import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { patientFhirUrl } from '../api/fhir-export';
import '../text-values';

/** Downloads one patient of the hospital as a FHIR R4 Bundle (mCODE-shaped), as a file. */
export function PatientFhirLink({ patientId, ...props }: { patientId: number } & AnchorProps) {
  const { t } = useTranslation();
  return (
    <Anchor {...props} href={patientFhirUrl(patientId)} download>
      {t('ui.fhirExport.patientLink')}
    </Anchor>
  );
}

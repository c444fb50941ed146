import '../text-values';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';

export const CANCER_PATIENT_PATH = '/cancer-patient';

/** Home / Cancer Patients / Find a doctor in your district. */
export function DistrictBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
      <PageBreadcrumbs
        current={title}
        parents={[{ label: t('ui.directory.cancerPatients'), to: CANCER_PATIENT_PATH }]}
      />
    </div>
  );
}

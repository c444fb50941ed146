import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';

export const CANCER_PATIENT_PATH = '/cancer-patient';

/** Home / Cancer Patients / Find a doctor in your district. */
export function DistrictBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ui.nav.breadcrumb')} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
      <Breadcrumbs separator="/" fz="sm" styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to={paths.home.getHref()}>
          {t('ui.nav.home')}
        </Anchor>
        <Anchor component={Link} to={CANCER_PATIENT_PATH}>
          {t('ui.directory.cancerPatients')}
        </Anchor>
        <Text span fz="sm" c="dimmed" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

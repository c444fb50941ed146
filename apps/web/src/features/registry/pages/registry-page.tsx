// The feature's texts, registered before anything here renders.
import '../text-values';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { FhirExportCard } from '@/features/fhir-export';
import { CsvExportCard } from '../components/csv-export-card';

/** #/hospital/registry: the chief admin exports the hospital's cancer registry. */
export function RegistryPage() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageHeader title={t('ui.registry.title')} description={t('ui.registry.intro')} />
      <Stack gap="lg">
        <CsvExportCard />
        <FhirExportCard />
      </Stack>
    </Container>
  );
}

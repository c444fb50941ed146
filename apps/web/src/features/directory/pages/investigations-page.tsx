import '../text-values';
import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, programmeByRoute } from '@portal/shared';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeader } from '@/components/page-header';
import {
  useInvestigationClinics,
  type InvestigationFilterValues,
} from '../api/search-investigation-clinics';
import { DistrictBreadcrumb } from '../components/district-breadcrumb';
import { InvestigationFilters } from '../components/investigation-filters';
import { InvestigationProgramme } from '../components/investigation-programme';
import { InvestigationTable } from '../components/investigation-table';
import { PagedResults } from '../components/paged-results';
import { usePagedSearch } from '../hooks/use-paged-search';
import { INVESTIGATIONS_PATH } from '../investigations-path';
import { useLocalizedProgramme } from '@/lib/programme-texts';

// As the find-doctor page: India and Gujarat, searched on opening.
const defaults: InvestigationFilterValues = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  kind: 'both',
};

/** #/book-specific-investigations-near-you, public: radiology and pathology clinics by place. */
export function InvestigationsPage() {
  const { t } = useTranslation();
  const { filters, page, setPage, search } = usePagedSearch(defaults);
  const clinics = useInvestigationClinics(filters, page);
  const programme = useLocalizedProgramme(programmeByRoute(INVESTIGATIONS_PATH));
  if (!programme) return <NotFoundPage />;

  return (
    <Container size="xl">
      <DistrictBreadcrumb title={programme.title} />
      <PageHeader title={programme.title} description={programme.summary} />
      <InvestigationProgramme programme={programme} />
      <Box mb="lg">
        <InvestigationFilters
          defaults={defaults}
          searching={clinics.isFetching}
          onSearch={(next) => {
            if (search(next)) void clinics.refetch();
          }}
        />
      </Box>
      <PagedResults
        result={clinics}
        page={page}
        onPage={setPage}
        countText={(total) =>
          total === 1
            ? t('ui.directory.investCountOne')
            : t('ui.directory.investCount', { count: total })
        }
        paginationLabel={t('ui.directory.investPagination')}
      >
        <InvestigationTable
          rows={clinics.data?.data ?? []}
          page={page}
          loading={clinics.isPending}
          busy={clinics.isFetching}
        />
      </PagedResults>
    </Container>
  );
}

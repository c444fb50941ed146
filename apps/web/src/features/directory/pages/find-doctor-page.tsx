import '../text-values';
import { useEffect } from 'react';
import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { useHospitals, type DirectoryFilterValues } from '../api/search-hospitals';
import { DirectoryFilters } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { DistrictBreadcrumb } from '../components/district-breadcrumb';
import { PagedResults, pageCount } from '../components/paged-results';
import { useAddressPagedSearch } from '../hooks/use-address-paged-search';

// The spec's defaults (India, Gujarat); the first search runs with them on opening, unless the
// address carries a search (a shared link, Back).
const defaults: DirectoryFilterValues = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  specialityId: null,
};

function FindDoctor({ inDistrict }: { inDistrict: boolean }) {
  const { t } = useTranslation();
  const { filters, page, setPage, search } = useAddressPagedSearch(defaults);
  const hospitals = useHospitals(filters, page);
  // An address with a page past the results (a shared link, fewer hospitals since) shows the last.
  const lastPage = hospitals.data ? pageCount(hospitals.data.recordsFiltered) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage && !hospitals.isPlaceholderData)
      setPage(lastPage, true);
  }, [lastPage, page, hospitals.isPlaceholderData, setPage]);
  const title = inDistrict ? t('ui.directory.districtTitle') : t('ui.directory.title');

  return (
    <Container size="xl">
      {inDistrict && <DistrictBreadcrumb title={title} />}
      <PageHeader
        title={title}
        description={inDistrict ? t('ui.directory.districtIntro') : t('ui.directory.intro')}
        homeBreadcrumb={!inDistrict}
      />
      <Box mb="lg">
        <DirectoryFilters
          defaults={defaults}
          values={filters}
          searching={hospitals.isFetching}
          onSearch={(next) => {
            // Searching again with the same filters asks the server again.
            if (search(next)) void hospitals.refetch();
          }}
        />
      </Box>
      <PagedResults
        result={hospitals}
        page={page}
        onPage={setPage}
        countText={(total) =>
          total === 1
            ? t('ui.directory.resultCountOne')
            : t('ui.directory.resultCount', { count: total })
        }
        paginationLabel={t('ui.directory.pagination')}
      >
        <DirectoryTable
          rows={hospitals.data?.data ?? []}
          page={page}
          loading={hospitals.isPending}
          busy={hospitals.isFetching}
        />
      </PagedResults>
    </Container>
  );
}

/** #/oncologies, public. */
export function OncologiesPage() {
  return <FindDoctor inDistrict={false} />;
}

/** #/cancer-patient/find-doctor, public: the same search, reached from the cancer patients page. */
export function DistrictFindDoctorPage() {
  return <FindDoctor inDistrict />;
}

import { useState } from 'react';
import { Alert, Container, Group, Pagination, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useHospitals, type DirectoryFilterValues } from '../api/search-hospitals';
import { DirectoryFilters } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { DistrictBreadcrumb } from '../components/district-breadcrumb';

const controlLabels = {
  first: 'ui.pagination.first',
  previous: 'ui.pagination.previous',
  next: 'ui.pagination.next',
  last: 'ui.pagination.last',
} as const;

// The spec's defaults (India, Gujarat); the first search runs with them on opening.
const defaults: DirectoryFilterValues = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  specialityId: null,
};

function FindDoctor({ inDistrict }: { inDistrict: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(defaults);
  const [page, setPage] = useState(1);
  const hospitals = useHospitals(filters, page);
  const total = hospitals.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const title = inDistrict ? t('ui.directory.districtTitle') : t('ui.directory.title');

  const search = (next: DirectoryFilterValues) => {
    const same = JSON.stringify(next) === JSON.stringify(filters) && page === 1;
    setFilters(next);
    setPage(1);
    // Searching again with the same filters asks the server again.
    if (same) void hospitals.refetch();
  };

  return (
    <Container size="xl">
      {inDistrict && <DistrictBreadcrumb title={title} />}
      <PageHeader
        title={title}
        description={inDistrict ? t('ui.directory.districtIntro') : t('ui.directory.intro')}
        homeBreadcrumb={!inDistrict}
      />
      <DirectoryFilters defaults={defaults} searching={hospitals.isFetching} onSearch={search} />
      {hospitals.isError && !hospitals.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(hospitals.error)}
        </Alert>
      ) : (
        <>
          <Text fz="sm" c="dimmed" mb="xs" role="status" aria-live="polite">
            {hospitals.data &&
              (total === 1
                ? t('ui.directory.resultCountOne')
                : t('ui.directory.resultCount', { count: total }))}
          </Text>
          <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
            <DirectoryTable
              rows={hospitals.data?.data ?? []}
              page={page}
              loading={hospitals.isPending}
              busy={hospitals.isFetching}
            />
          </Paper>
        </>
      )}
      {pages > 1 && (
        <Group component="nav" aria-label={t('ui.directory.pagination')} justify="flex-end" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            withEdges
            getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
          />
        </Group>
      )}
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

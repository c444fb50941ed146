import '../text-values';
import { useState } from 'react';
import { Alert, Container, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { adminHospitalQuery, PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useHospitals } from '../api/get-hospitals';
import { HospitalsTable } from '../components/hospitals-table';
import { PageNav } from '@/components/page-nav';

const SEARCH_MAX = adminHospitalQuery.shape.search.unwrap().maxLength ?? undefined;
const DEBOUNCE_MS = 400;

/** #/admin/hospitals, super admin: every hospital with its size and subscription. */
export function HospitalsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // The page chosen belongs to the search it was chosen in: a new search starts at page 1.
  const [chosen, setChosen] = useState({ search: '', page: 1 });
  const page = chosen.search === search ? chosen.page : 1;
  const hospitals = useHospitals(page, search);
  const total = hospitals.data?.recordsFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.admin.hospitals')}
        description={t('ui.hospitals.intro')}
        back="dashboard"
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <TextInput
          type="search"
          label={t('ui.hospitals.search')}
          description={t('ui.hospitals.searchHint')}
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
        />
        {hospitals.data && (
          <Text fz="sm" c="dimmed" role="status">
            {t('ui.hospitals.count', { count: total, shown: formatCount(total) })}
          </Text>
        )}
      </Group>
      {hospitals.isError && !hospitals.data ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(hospitals.error)}
        </Alert>
      ) : (
        <HospitalsTable
          rows={hospitals.data?.data ?? []}
          page={page}
          loading={hospitals.isPending}
          busy={hospitals.isFetching}
        />
      )}
      <PageNav
        label={t('ui.hospitals.pagination')}
        pages={pages}
        page={page}
        onChange={(next) => setChosen({ search, page: next })}
      />
    </Container>
  );
}

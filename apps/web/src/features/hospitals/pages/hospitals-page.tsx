import '../text-values';
import { useState } from 'react';
import { Container, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  adminHospitalQuery,
  HOSPITAL_SUBSCRIPTION_STATES,
  PAGE_SIZE,
  type HospitalSubscriptionState,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { useHospitals } from '../api/get-hospitals';
import { HospitalsTable } from '../components/hospitals-table';
import { PageNav } from '@/components/page-nav';

const SEARCH_MAX = adminHospitalQuery.shape.search.unwrap().maxLength ?? undefined;
const DEBOUNCE_MS = 400;
/** The filter's choice of every hospital, whatever its subscription. */
const ANY = 'any';

/** #/admin/hospitals, super admin: every hospital with its size and subscription. */
export function HospitalsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [subscription, setSubscription] = useState<HospitalSubscriptionState | null>(null);
  // The page chosen belongs to the search and filter it was chosen in: a new one starts at page 1.
  const filters = `${subscription ?? ''}\n${search}`;
  const [chosen, setChosen] = useState({ filters, page: 1 });
  const page = chosen.filters === filters ? chosen.page : 1;
  const hospitals = useHospitals(page, search, subscription);
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
        <Group align="flex-start" gap="md" w={{ base: '100%', sm: 'auto' }}>
          <TextInput
            type="search"
            label={t('ui.hospitals.search')}
            description={t('ui.hospitals.searchHint')}
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', sm: 340 }}
          />
          <Select
            comboboxProps={closedDropdownUnmounted}
            label={t('ui.hospitals.col.subscription')}
            description={t('ui.hospitals.subscriptionHint')}
            data={[
              { value: ANY, label: t('ui.hospitals.anySubscription') },
              ...HOSPITAL_SUBSCRIPTION_STATES.map((state) => ({
                value: state,
                label: t(`ui.hospitals.state.${state}`),
              })),
            ]}
            value={subscription ?? ANY}
            onChange={(value) =>
              setSubscription(value === ANY ? null : (value as HospitalSubscriptionState))
            }
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        {hospitals.data && (
          <Text fz="sm" c="dimmed" role="status">
            {t('ui.hospitals.count', { count: total, shown: formatCount(total) })}
          </Text>
        )}
      </Group>
      {hospitals.isError && !hospitals.data ? (
        <LoadFailed error={hospitals.error} onRetry={hospitals.refetch} />
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
        onChange={(next) => setChosen({ filters, page: next })}
      />
    </Container>
  );
}

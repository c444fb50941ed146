import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  adminPaymentExportQuery,
  adminPaymentQuery,
  PAYMENT_EXPORT_MAX_DAYS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentPurpose,
  type PaymentStatus,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { DayInput } from '@/components/day-input';
import { checkedFilters } from '@/lib/filter-values';
import type { PaymentFilterValues } from '../api/get-payments';

type Field = keyof PaymentFilterValues;
type Errors = Partial<Record<Field, string>>;
/** The choice of every status, or of plans and programmes both. */
const ANY = 'any';
const SEARCH_MAX = adminPaymentQuery.shape.search.unwrap().maxLength ?? undefined;
const DEBOUNCE_MS = 400;

interface PaymentFiltersProps {
  /** Called with the filters whenever a valid choice changes (the search after a pause). */
  onChange: (filters: PaymentFilterValues) => void;
  onExport: (filters: PaymentFilterValues) => void;
}

/**
 * Status, plans or programmes, the days started and one reference: each applies as it is chosen.
 * Export CSV downloads what they select, for days named.
 */
export function PaymentFilters({ onChange, onExport }: PaymentFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PaymentFilterValues>({});
  const [errors, setErrors] = useState<Errors>({});
  const apply = (next: PaymentFilterValues) => {
    const filters = checkedFilters(adminPaymentQuery, next, setErrors);
    if (filters) onChange(filters);
  };
  const applyLater = useDebouncedCallback(apply, DEBOUNCE_MS);
  const set = (field: Field, value: string | undefined, later = false) => {
    const next = { ...values, [field]: value || undefined };
    setValues(next);
    if (later) return applyLater(next);
    // A choice made while the search waits applies the search with it: the wait is over.
    applyLater.cancel();
    apply(next);
  };
  const exportCsv = () => {
    const filters = checkedFilters(adminPaymentExportQuery, values, setErrors);
    if (filters) onExport(filters);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Select
          comboboxProps={closedDropdownUnmounted}
          label={t('ui.hospitals.payment.col.status')}
          data={[
            { value: ANY, label: t('ui.hospitals.allPayments.anyStatus') },
            ...PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`ui.hospitals.payment.${status}`),
            })),
          ]}
          value={values.status ?? ANY}
          onChange={(value) => set('status', value === ANY ? undefined : (value as PaymentStatus))}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
        <Select
          comboboxProps={closedDropdownUnmounted}
          label={t('ui.hospitals.payment.col.for')}
          data={[
            { value: ANY, label: t('ui.hospitals.allPayments.anyPurpose') },
            ...PAYMENT_PURPOSES.map((purpose) => ({
              value: purpose,
              label: t(`ui.hospitals.allPayments.purpose.${purpose}`),
            })),
          ]}
          value={values.purpose ?? ANY}
          onChange={(value) =>
            set('purpose', value === ANY ? undefined : (value as PaymentPurpose))
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 210 }}
        />
        <DayInput
          label={t('ui.hospitals.allPayments.from')}
          value={values.from ?? null}
          onChange={(value) => set('from', value ?? undefined)}
          error={errors.from}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
        <DayInput
          label={t('ui.hospitals.allPayments.to')}
          value={values.to ?? null}
          onChange={(value) => set('to', value ?? undefined)}
          error={errors.to}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="search"
          label={t('ui.hospitals.allPayments.search')}
          description={t('ui.hospitals.allPayments.searchHint')}
          value={values.search ?? ''}
          maxLength={SEARCH_MAX}
          onChange={(event) => set('search', event.currentTarget.value, true)}
          error={errors.search}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      <Group gap="sm" align="center">
        <Button variant="light" onClick={exportCsv}>
          {t('ui.hospitals.allPayments.export')}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('ui.hospitals.allPayments.exportHint', { max: PAYMENT_EXPORT_MAX_DAYS })}
        </Text>
      </Group>
    </Stack>
  );
}

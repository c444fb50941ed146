import '../text-values';
import { Select } from '@mantine/core';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { INVESTIGATION_KINDS, type InvestigationKind } from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import type { InvestigationFilterValues } from '../api/search-investigation-clinics';
import { LocationFilterForm } from './location-filter-form';

const kindLabels = {
  both: 'ui.directory.investKindBoth',
  radiology: 'ui.directory.investKindRadiology',
  pathology: 'ui.directory.investKindPathology',
} as const satisfies Record<InvestigationKind, string>;

const isKind = (value: string | null): value is InvestigationKind =>
  INVESTIGATION_KINDS.some((kind) => kind === value);

interface InvestigationFiltersProps {
  defaults: InvestigationFilterValues;
  searching: boolean;
  onSearch: (filters: InvestigationFilterValues) => void;
}

/** Country, State, District and the type of service (radiology, pathology or both). */
export function InvestigationFilters({ defaults, searching, onSearch }: InvestigationFiltersProps) {
  const { t } = useTranslation();
  return (
    <LocationFilterForm
      id="investigation-filters"
      defaults={defaults}
      searching={searching}
      searchLabel={t('ui.directory.investSearch')}
      onSearch={onSearch}
    >
      <Controller<InvestigationFilterValues, 'kind'>
        name="kind"
        render={({ field }) => (
          <Select
            comboboxProps={closedDropdownUnmounted}
            ref={field.ref}
            name={field.name}
            label={t('ui.directory.investKind')}
            data={INVESTIGATION_KINDS.map((kind) => ({ value: kind, label: t(kindLabels[kind]) }))}
            value={field.value}
            onChange={(value) => {
              if (isKind(value)) field.onChange(value);
            }}
            onBlur={field.onBlur}
            allowDeselect={false}
          />
        )}
      />
    </LocationFilterForm>
  );
}

import '../text-values';
import { Select } from '@mantine/core';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { clearButtonOf, closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { useSpecialities } from '@/lib/lookups/get-specialities';
import type { DirectoryFilterValues } from '../api/search-hospitals';
import { LocationFilterForm } from './location-filter-form';

interface DirectoryFiltersProps {
  defaults: DirectoryFilterValues;
  /** The filters of the search on screen (from the address). */
  values?: DirectoryFilterValues;
  searching: boolean;
  onSearch: (filters: DirectoryFilterValues) => void;
}

/** Country, State, District and Speciality of the find-doctor search. */
export function DirectoryFilters({ defaults, values, searching, onSearch }: DirectoryFiltersProps) {
  const { t } = useTranslation();
  const specialities = useSpecialities();
  const loadingProps = useOptionsLoadingProps(
    specialities.isLoading,
    t('ui.directory.anySpeciality'),
  );

  return (
    <LocationFilterForm
      id="directory-filters"
      defaults={defaults}
      values={values}
      searching={searching}
      searchLabel={t('ui.directory.search')}
      onSearch={onSearch}
    >
      <Controller<DirectoryFilterValues, 'specialityId'>
        name="specialityId"
        render={({ field }) => (
          <Select
            comboboxProps={closedDropdownUnmounted}
            ref={field.ref}
            name={field.name}
            label={t('ui.directory.speciality')}
            {...loadingProps}
            data={(specialities.data ?? []).map(toOption)}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(toId(value))}
            onBlur={field.onBlur}
            error={specialities.isError ? t('ui.field.loadFailed') : undefined}
            searchable
            clearable
            clearButtonProps={clearButtonOf(
              t('ui.field.clear', { label: t('ui.directory.speciality') }),
            )}
            nothingFoundMessage={t('ui.field.nothingFound')}
          />
        )}
      />
    </LocationFilterForm>
  );
}

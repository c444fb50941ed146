import { MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useController } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { designationsQueryOptions } from '@/lib/lookups/get-designations';
import { servicesQueryOptions } from '@/lib/lookups/get-services';
import { specialitiesQueryOptions } from '@/lib/lookups/get-specialities';
import { toId, toIds, toOption } from './form-values';
import { closedDropdownUnmounted } from './combobox-props';
import { useOptionsLoadingProps } from './options-loading';

/*
 * Form selects fed by the reference lists of /locations. Shared here (not in a feature) because
 * registration, patient and contact forms all use them; they read the form from FormProvider.
 */

const lookups = {
  specialities: specialitiesQueryOptions,
  designations: designationsQueryOptions,
  services: servicesQueryOptions,
};

interface LookupFieldProps {
  name: string;
  label: string;
  lookup: keyof typeof lookups;
  required?: boolean;
}

function useLookup(lookup: keyof typeof lookups) {
  const { t } = useTranslation();
  const query = useQuery(lookups[lookup]());
  return {
    data: (query.data ?? []).map(toOption),
    loading: query.isLoading,
    loadError: query.isError ? t('ui.field.loadFailed') : undefined,
  };
}

export function LookupSelect({ name, label, lookup, required }: LookupFieldProps) {
  const { t } = useTranslation();
  // Destructured: the compiler lint treats an object holding `ref` as a ref.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const { data, loading, loadError } = useLookup(lookup);
  const loadingProps = useOptionsLoadingProps(loading);
  const id = toId(value);
  return (
    <Select
      comboboxProps={closedDropdownUnmounted}
      ref={ref}
      name={name}
      label={label}
      required={required}
      {...loadingProps}
      data={data}
      value={id === null ? null : String(id)}
      onChange={(picked) => onChange(toId(picked))}
      onBlur={onBlur}
      error={fieldState.error?.message ?? loadError}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('ui.field.nothingFound')}
    />
  );
}

export function LookupMultiSelect({ name, label, lookup, required }: LookupFieldProps) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const { data, loading, loadError } = useLookup(lookup);
  const loadingProps = useOptionsLoadingProps(loading);
  const ids = toIds(value);
  return (
    <MultiSelect
      comboboxProps={closedDropdownUnmounted}
      ref={ref}
      name={name}
      label={label}
      required={required}
      aria-required={required}
      {...loadingProps}
      placeholder={ids.length === 0 ? loadingProps.placeholder : undefined}
      data={data}
      value={ids.map(String)}
      onChange={(picked) => onChange(toIds(picked))}
      onBlur={onBlur}
      error={fieldState.error?.message ?? loadError}
      searchable
      clearable
      nothingFoundMessage={t('ui.field.nothingFound')}
    />
  );
}

import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController } from '@/lib/form-field';
import { clearButtonOf, closedDropdownUnmounted } from './combobox-props';
import { toId, toIds } from './form-values';
import { useOptionsLoadingProps } from './options-loading';

/*
 * The form's selects whose value is an id (a master entry, a place, a speciality): the one
 * place for how such a field holds its value, clears, loads and shows a list that failed.
 * They read the form from FormProvider.
 */

export interface IdSelectProps {
  /** Where the id lives in the form, e.g. hospital.stateId. */
  name: string;
  label: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
  /** The choices, each value an id as text (toOption, placeOptions). */
  data: ComboboxItem[];
  loading: boolean;
  loadFailed: boolean;
}

/** What both selects bind and show alike: the form field, its label, loading and errors. */
function useIdField(props: IdSelectProps) {
  const { t } = useTranslation();
  // Destructured: the compiler lint treats an object holding `ref` as a ref.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name: props.name });
  const loadingProps = useOptionsLoadingProps(props.loading);
  const shared = {
    comboboxProps: closedDropdownUnmounted,
    ref,
    name: props.name,
    label: props.label,
    description: props.description,
    required: props.required,
    disabled: props.disabled,
    ...loadingProps,
    data: props.data,
    onBlur,
    error: fieldState.error?.message ?? (props.loadFailed ? t('ui.field.loadFailed') : undefined),
    searchable: true,
    nothingFoundMessage: t('ui.field.nothingFound'),
    clearButtonProps: clearButtonOf(t('ui.field.clear', { label: props.label })),
  };
  return { shared, value, onChange };
}

/**
 * One id from a list. A required field cannot be emptied once chosen (empty is undefined, the
 * schema's "required"); an optional one can be cleared, to null. `onPick` runs after the field
 * has taken a choice or been cleared (a cascade clears what depended on it).
 */
export function IdSelect({
  onPick,
  ...props
}: IdSelectProps & { onPick?: (id: number | null) => void }) {
  const { shared, value, onChange } = useIdField(props);
  const id = toId(value);
  return (
    <Select
      {...shared}
      value={id === null ? null : String(id)}
      onChange={(picked) => {
        const pickedId = toId(picked);
        onChange(pickedId ?? (props.required ? undefined : null));
        onPick?.(pickedId);
      }}
      clearable={!props.required}
      allowDeselect={!props.required}
    />
  );
}

/** Several ids from a list; empty is an empty list. */
export function IdMultiSelect(props: IdSelectProps) {
  const { shared, value, onChange } = useIdField(props);
  const ids = toIds(value);
  return (
    <MultiSelect
      {...shared}
      aria-required={props.required}
      placeholder={ids.length === 0 ? shared.placeholder : undefined}
      value={ids.map(String)}
      onChange={(picked) => onChange(toIds(picked))}
      clearable
    />
  );
}

import { MultiSelect, Select } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useController } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import type { MasterKind } from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toIds, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { offeredItems, useMasterList } from '@/lib/master-list';

interface SelectFieldProps {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
}

interface OptionsProps {
  options: { id: number; name: string }[];
  loading: boolean;
  loadFailed: boolean;
}

/** One id from a list; empty is null (the optional fields) or undefined (the schema's "required"). */
export function IdSelect(props: SelectFieldProps & OptionsProps & { onPick?: () => void }) {
  const { t } = useTranslation();
  // Destructured: the compiler lint treats an object holding `ref` as a ref.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name: props.name });
  const id = toId(value);
  const loadingProps = useOptionsLoadingProps(props.loading);
  return (
    <Select
      comboboxProps={closedDropdownUnmounted}
      ref={ref}
      name={props.name}
      label={props.label}
      description={props.description}
      required={props.required}
      disabled={props.disabled}
      {...loadingProps}
      data={props.options.map(toOption)}
      value={id === null ? null : String(id)}
      onChange={(picked) => {
        onChange(toId(picked) ?? (props.required ? undefined : null));
        props.onPick?.();
      }}
      onBlur={onBlur}
      error={fieldState.error?.message ?? (props.loadFailed ? t('ui.field.loadFailed') : undefined)}
      searchable
      clearable={!props.required}
      allowDeselect={!props.required}
      nothingFoundMessage={t('ui.field.nothingFound')}
    />
  );
}

/** Several ids from a list. */
export function IdMultiSelect(props: SelectFieldProps & OptionsProps) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name: props.name });
  const ids = toIds(value);
  const loadingProps = useOptionsLoadingProps(props.loading);
  return (
    <MultiSelect
      comboboxProps={closedDropdownUnmounted}
      ref={ref}
      name={props.name}
      label={props.label}
      description={props.description}
      required={props.required}
      aria-required={props.required}
      disabled={props.disabled}
      {...loadingProps}
      placeholder={ids.length === 0 ? loadingProps.placeholder : undefined}
      data={props.options.map(toOption)}
      value={ids.map(String)}
      onChange={(picked) => onChange(toIds(picked))}
      onBlur={onBlur}
      error={fieldState.error?.message ?? (props.loadFailed ? t('ui.field.loadFailed') : undefined)}
      searchable
      clearable
      nothingFoundMessage={t('ui.field.nothingFound')}
    />
  );
}

interface MasterFieldProps extends SelectFieldProps {
  kind: MasterKind;
  /** Sub sites list the entries of one site; null waits for the parent to be chosen. */
  parentId?: number | null;
  onPick?: () => void;
}

/** A master list's entries for the field `name`: retired ones only where the record holds them. */
function useMasterOptions(kind: MasterKind, parentId: number | null | undefined, name: string) {
  const needsParent = parentId !== undefined;
  const query = useMasterList(kind, {
    parentId: parentId ?? null,
    enabled: !needsParent || parentId !== null,
  });
  const held = useWatch<Record<string, unknown>>({ name });
  return {
    options:
      needsParent && parentId === null
        ? []
        : offeredItems(query.data, Array.isArray(held) ? toIds(held) : toId(held)),
    loading: query.isLoading,
    loadFailed: query.isError,
  };
}

/** A select fed by a master list the super admin keeps (stage, site, looking for, ...). */
export function MasterSelect({ kind, parentId, ...props }: MasterFieldProps) {
  return <IdSelect {...props} {...useMasterOptions(kind, parentId, props.name)} />;
}

export function MasterMultiSelect({ kind, parentId, ...props }: MasterFieldProps) {
  return <IdMultiSelect {...props} {...useMasterOptions(kind, parentId, props.name)} />;
}

import { Select } from '@mantine/core';
import type { ReactElement } from 'react';
import { useController } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { valueName } from '@/lib/i18n';
import type { MasterKind } from '@portal/shared';
import { clearButtonOf, closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { offeredItems, useMasterList } from '@/lib/master-list';
import type { ClinicalFormValues } from '../lib/form-values';
import { DayInput } from '@/components/day-input';

type FieldName = keyof ClinicalFormValues;

interface FieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
}

interface SelectWidth {
  /** Two columns of the form's grid, for lists whose values are long (a procedure's name). */
  wide?: boolean;
}

/**
 * A select's input cannot wrap: a value longer than the field is cut. A list of long values
 * takes two columns, and every chosen value is also the input's title, read in full on hover.
 */
function Sized({ wide, children }: SelectWidth & { children: ReactElement }) {
  return wide ? <div className="form-grid-wide">{children}</div> : children;
}

/** The form's controller for one field, typed loosely: each field's own schema checks the value. */
function useField(name: FieldName) {
  return useController<Record<string, unknown>>({ name });
}

/**
 * What the form's selects share: the list leaves the page when closed, the chosen value is the
 * title, an optional field has a named clear button, and picking the chosen entry again keeps it.
 */
function sharedSelectProps(
  t: TFunction,
  { label, required }: { label: string; required?: boolean },
) {
  return {
    comboboxProps: closedDropdownUnmounted,
    label,
    required,
    clearable: !required,
    allowDeselect: false,
    clearButtonProps: clearButtonOf(t('ui.field.clear', { label })),
    nothingFoundMessage: t('ui.field.nothingFound'),
  };
}

/** A select of one of the fixed lists; the stored value is the label. */
export function ChoiceSelect({
  name,
  label,
  required,
  options,
  searchable,
  description,
  optionLabel = valueName,
  wide,
}: FieldProps &
  SelectWidth & {
    options: readonly string[];
    searchable?: boolean;
    description?: string;
    /** How an option reads; the fixed lists' values are translated by default. */
    optionLabel?: (option: string) => string;
  }) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useField(name);
  const chosen = typeof value === 'string' && value ? value : null;
  return (
    <Sized wide={wide}>
      <Select
        {...sharedSelectProps(t, { label, required })}
        ref={ref}
        name={name}
        title={chosen === null ? undefined : optionLabel(chosen)}
        placeholder={t('ui.field.select')}
        description={description}
        data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
        value={chosen}
        // A required field left empty is undefined, so the schema answers "required".
        onChange={(picked) => onChange(picked ?? (required ? undefined : null))}
        onBlur={onBlur}
        error={fieldState.error?.message}
        searchable={searchable}
      />
    </Sized>
  );
}

/** A select of a clinical master list, optionally the children of a parent item. */
export function MasterSelect({
  name,
  label,
  required,
  kind,
  parentId,
  disabledHint,
  onPicked,
  wide,
}: FieldProps &
  SelectWidth & {
    kind: MasterKind;
    parentId?: number | null;
    /** Shown (and the field disabled) while the parent is not chosen. */
    disabledHint?: string;
    onPicked?: (id: number | null) => void;
  }) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useField(name);
  const waitsForParent = parentId === null;
  const list = useMasterList(kind, { parentId: parentId ?? null, enabled: !waitsForParent });
  const id = toId(value);
  // A list that waits for its parent is not loading: isLoading is false while it is disabled.
  const loadingProps = useOptionsLoadingProps(list.isLoading);
  // A retired entry stays offered only where the record holds it.
  const options = offeredItems(list.data, id).map(toOption);
  return (
    <Sized wide={wide}>
      <Select
        {...sharedSelectProps(t, { label, required })}
        ref={ref}
        name={name}
        title={options.find((option) => option.value === String(id))?.label}
        disabled={waitsForParent}
        description={waitsForParent ? disabledHint : undefined}
        {...loadingProps}
        data={options}
        value={id === null ? null : String(id)}
        onChange={(picked) => {
          const next = toId(picked);
          onChange(next ?? (required ? undefined : null));
          onPicked?.(next);
        }}
        onBlur={onBlur}
        error={fieldState.error?.message ?? (list.isError ? t('ui.field.loadFailed') : undefined)}
        searchable
      />
    </Sized>
  );
}

/** A date shown dd-MMM-yyyy and kept as yyyy-MM-dd (the schema's format); empty is null. */
export function DateField({ name, label }: FieldProps) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useField(name);
  return (
    <DayInput
      ref={ref}
      name={name}
      label={label}
      placeholder={t('ui.clinical.field.dateHint')}
      value={typeof value === 'string' && value ? value : null}
      onChange={(picked) => onChange(picked ?? null)}
      onBlur={onBlur}
      clearable
      error={fieldState.error?.message}
    />
  );
}

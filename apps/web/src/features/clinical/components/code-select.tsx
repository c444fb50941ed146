import { Select } from '@mantine/core';
import { useController } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { clearButtonOf, closedDropdownUnmounted } from '@/components/combobox-props';
import type { ClinicalFormValues } from '../lib/form-values';

interface CodeSelectProps {
  name: keyof ClinicalFormValues;
  label: string;
  required?: boolean;
  description?: string;
  /** A code list: the code and its title (ICD-O-3). */
  codes: readonly { code: string; label: string }[];
  /** After the user picks or clears a code. */
  onPicked?: (code: string | null) => void;
}

/** How many matches the open list shows: typing narrows a list of hundreds of codes. */
const SHOWN_MATCHES = 50;

/**
 * A coded value chosen by typing part of its code or its title. Code titles are long ('C44.3 Skin
 * of other and unspecified parts of face'), so the field takes two columns of the form's grid
 * where there are two or more; one column cut the title after a few words.
 */
export function CodeSelect({
  name,
  label,
  required,
  description,
  codes,
  onPicked,
}: CodeSelectProps) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  return (
    <div className="form-grid-wide">
      <Select
        comboboxProps={closedDropdownUnmounted}
        ref={ref}
        name={name}
        label={label}
        description={description}
        required={required}
        placeholder={t('ui.clinical.field.codeHint')}
        data={codes.map(({ code, label: title }) => ({ value: code, label: `${code} ${title}` }))}
        value={typeof value === 'string' && value ? value : null}
        onChange={(picked) => {
          onChange(picked ?? (required ? undefined : null));
          onPicked?.(picked);
        }}
        onBlur={onBlur}
        error={fieldState.error?.message}
        searchable
        limit={SHOWN_MATCHES}
        clearable={!required}
        // Picking the chosen entry again keeps it; the clear button empties an optional field.
        allowDeselect={false}
        clearButtonProps={clearButtonOf(t('ui.field.clear', { label }))}
        nothingFoundMessage={t('ui.field.nothingFound')}
      />
    </div>
  );
}

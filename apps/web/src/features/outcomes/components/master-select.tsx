import { Select } from '@mantine/core';
import { type Control } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import type { MasterKind, OutcomeAttempt } from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { offeredItems, useMasterList } from '@/lib/master-list';
import type { OutcomeFormValues } from './outcome-form-values';

/** The master lists the questionnaire form selects from. */
type OutcomeMasterKind = Extract<MasterKind, 'treatment' | 'current_issue' | 'outcome_category'>;

interface MasterSelectProps {
  control: Control<OutcomeFormValues, unknown, OutcomeAttempt>;
  name: 'treatmentId' | 'currentIssueId' | 'categoryId';
  kind: OutcomeMasterKind;
  label: string;
  /** Called after the user picks an entry. */
  onPicked?: (id: number | null) => void;
}

/** A required select over one master list (treatment, current issue, outcome category). */
export function MasterSelect({ control, name, kind, label, onPicked }: MasterSelectProps) {
  const { t } = useTranslation();
  const items = useMasterList(kind);
  const loadingProps = useOptionsLoadingProps(items.isLoading);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          comboboxProps={closedDropdownUnmounted}
          ref={field.ref}
          name={field.name}
          label={label}
          required
          {...loadingProps}
          data={offeredItems(items.data, field.value).map(toOption)}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => {
            field.onChange(toId(value));
            onPicked?.(toId(value));
          }}
          onBlur={field.onBlur}
          error={
            fieldState.error?.message ?? (items.isError ? t('ui.field.loadFailed') : undefined)
          }
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('ui.field.nothingFound')}
        />
      )}
    />
  );
}

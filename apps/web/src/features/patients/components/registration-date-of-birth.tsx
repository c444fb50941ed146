import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATIENT_LIMITS, todayInIndia } from '@portal/shared';
import type { PersonFormValues } from './registration-form-values';

dayjs.extend(customParseFormat);

// What people type: the display format first, then common Indian and ISO forms.
const TYPED_FORMATS = [
  'DD-MMM-YYYY',
  'D-MMM-YYYY',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
];

function parseTypedDate(value: string): string | null {
  const date = dayjs(value.trim(), TYPED_FORMATS, 'en', true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

/**
 * Optional date of birth, shown dd-MMM-yyyy and kept as yyyy-MM-dd (the schema's format).
 * Patients may be children, so the range is today back to the oldest age the schema accepts.
 */
export function RegistrationDateOfBirth() {
  const { t } = useTranslation();
  const today = dayjs(todayInIndia());
  const maxDate = today.format('YYYY-MM-DD');
  const minDate = today
    .subtract(PATIENT_LIMITS.age + 1, 'year')
    .add(1, 'day')
    .format('YYYY-MM-DD');
  return (
    <Controller<PersonFormValues, 'dateOfBirth'>
      name="dateOfBirth"
      render={({ field, fieldState }) => (
        <DateInput
          ref={field.ref}
          name={field.name}
          label={t('ui.field.dateOfBirth')}
          description={t('ui.patients.reg.dateHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          placeholder="dd-MMM-yyyy"
          valueFormat="DD-MMM-YYYY"
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          dateParser={parseTypedDate}
          minDate={minDate}
          maxDate={maxDate}
          defaultLevel="decade"
          clearable
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayInIndia } from '@portal/shared';
import type { RegistrationFormValues } from '../lib/registration-form';

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

/** Optional date of birth, shown dd-MMM-yyyy and kept as yyyy-MM-dd (the schema's format). */
export function DateOfBirthInput() {
  const { t } = useTranslation();
  // The schema accepts ages 18 to 100; the calendar offers the same range.
  const today = dayjs(todayInIndia());
  const maxDate = today.subtract(18, 'year').format('YYYY-MM-DD');
  const minDate = today.subtract(101, 'year').add(1, 'day').format('YYYY-MM-DD');
  return (
    <Controller<RegistrationFormValues, 'dateOfBirth'>
      name="dateOfBirth"
      render={({ field, fieldState }) => (
        <DateInput
          ref={field.ref}
          name={field.name}
          label={t('ui.field.dateOfBirth')}
          description={t('ui.registration.dateHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          placeholder="dd-MMM-yyyy"
          valueFormat="DD-MMM-YYYY"
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          dateParser={parseTypedDate}
          minDate={minDate}
          maxDate={maxDate}
          defaultDate={maxDate}
          defaultLevel="decade"
          clearable
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

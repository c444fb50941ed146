import dayjs from 'dayjs';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { todayInIndia } from '@portal/shared';
import type { RegistrationFormValues } from '../lib/registration-form';
import { birthDateExample, DayInput } from '@/components/day-input';

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
        <DayInput
          ref={field.ref}
          name={field.name}
          label={t('ui.field.dateOfBirth')}
          description={t('ui.registration.dateHint', { example: birthDateExample() })}
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
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

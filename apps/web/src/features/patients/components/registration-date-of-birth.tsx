import dayjs from 'dayjs';
import { useFormContext } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { ageOn, isCalendarDate, PATIENT_LIMITS, todayInIndia } from '@portal/shared';
import type { PersonFormValues } from './registration-form-values';
import { birthDateExample, DayInput } from '@/components/day-input';

/**
 * Date of birth, shown dd-MMM-yyyy and kept as yyyy-MM-dd (the schema's format); a date chosen
 * fills the age, and a change to no date (or a future one) takes back the age it filled.
 * Patients may be children, so the range is today back to the oldest age the schema accepts.
 */
export function RegistrationDateOfBirth({ required = false }: { required?: boolean }) {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext<PersonFormValues>();
  const today = dayjs(todayInIndia());
  const maxDate = today.format('YYYY-MM-DD');
  const minDate = today
    .subtract(PATIENT_LIMITS.age + 1, 'year')
    .add(1, 'day')
    .format('YYYY-MM-DD');
  // An empty calendar opens on the decade of someone fifty, near the age of most patients (it
  // opened on the 1900s: a birth in 1965 took six presses of 'next decade').
  const openedOn = today.subtract(50, 'year').format('YYYY-MM-DD');
  return (
    <Controller<PersonFormValues, 'dateOfBirth'>
      name="dateOfBirth"
      render={({ field, fieldState }) => (
        <DayInput
          ref={field.ref}
          name={field.name}
          label={t('ui.field.dateOfBirth')}
          description={t(
            required ? 'ui.patients.reg.dateHintRequired' : 'ui.patients.reg.dateHint',
            { example: birthDateExample() },
          )}
          value={field.value ? field.value : null}
          required={required}
          onChange={(value) => {
            const day = value ?? '';
            const before = field.value;
            field.onChange(day);
            if (isCalendarDate(day) && day <= maxDate) {
              setValue('age', ageOn(day, maxDate), { shouldValidate: true, shouldDirty: true });
            } else if (
              before &&
              isCalendarDate(before) &&
              before <= maxDate &&
              getValues('age') === ageOn(before, maxDate)
            ) {
              // The age came from the date now changed to one that gives none (in the future,
              // not a date, or cleared): it no longer holds, so it is emptied, as NumberField
              // keeps an emptied number (the schema's type has no empty).
              setValue('age', undefined as unknown as number, { shouldDirty: true });
            }
          }}
          onBlur={field.onBlur}
          minDate={minDate}
          maxDate={maxDate}
          defaultLevel="decade"
          defaultDate={openedOn}
          clearable
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

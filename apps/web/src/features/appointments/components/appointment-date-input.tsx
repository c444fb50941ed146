import { Controller, type Control } from 'react-hook-form';
import type { AppointmentInput } from '@portal/shared';
import type { AppointmentFormValues } from './appointment-form-values';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/day-input';

interface AppointmentDateInputProps {
  control: Control<AppointmentFormValues, unknown, AppointmentInput>;
  /** The earliest day offered: today in India (yyyy-MM-dd). */
  minDate: string;
}

/** The appointment's day: shown dd-MMM-yyyy, kept yyyy-MM-dd; days before today cannot be picked. */
export function AppointmentDateInput({ control, minDate }: AppointmentDateInputProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="doDate"
      render={({ field, fieldState }) => (
        <DayInput
          ref={field.ref}
          name={field.name}
          label={t('ui.appointments.field.date')}
          description={t('ui.appointments.field.dateHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          required
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          minDate={minDate}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

import { type Control } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import type { AppointmentInput } from '@portal/shared';
import type { AppointmentFormValues } from './appointment-form-values';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/day-input';
import { formatDate } from '@/lib/format';

const DAY_MS = 86_400_000;
/** The hint's example is a week ahead: a date the field accepts, whatever today is. */
const EXAMPLE_DAYS_AHEAD = 7;

/** A day some days after a yyyy-MM-dd day, as the field shows it (dd-MMM-yyyy). */
function exampleDay(fromDay: string, daysAhead = EXAMPLE_DAYS_AHEAD): string {
  // Noon UTC is the same calendar day in India, so the shown day is the counted one.
  return formatDate(new Date(Date.parse(`${fromDay}T12:00:00Z`) + daysAhead * DAY_MS));
}

interface AppointmentDateInputProps {
  control: Control<AppointmentFormValues, unknown, AppointmentInput>;
  /** The earliest day offered: today in India (yyyy-MM-dd). */
  minDate: string;
}

/**
 * The appointment's day: shown dd-MMM-yyyy, kept yyyy-MM-dd. The calendar offers no day before
 * today; a past day typed in is kept so the schema can say why it is refused (a minDate would
 * drop it without a word).
 */
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
          description={t('ui.appointments.field.dateHint', { example: exampleDay(minDate) })}
          required
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          excludeDate={(day) => day < minDate}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

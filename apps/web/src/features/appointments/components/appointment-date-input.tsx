import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Controller, type Control } from 'react-hook-form';
import type { AppointmentInput } from '@portal/shared';
import type { AppointmentFormValues } from './appointment-form-values';
import { useTranslation } from 'react-i18next';

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
        <DateInput
          ref={field.ref}
          name={field.name}
          label={t('ui.appointments.field.date')}
          description={t('ui.appointments.field.dateHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          required
          placeholder="dd-MMM-yyyy"
          valueFormat="DD-MMM-YYYY"
          value={field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          dateParser={parseTypedDate}
          minDate={minDate}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

import type { ComponentPropsWithRef } from 'react';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

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

/** A typed date as yyyy-MM-dd (the schemas' format), or null when it is not a real date. */
export function parseTypedDate(value: string): string | null {
  const date = dayjs(value.trim(), TYPED_FORMATS, 'en', true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

const dayOf = (value: unknown) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : value instanceof Date
      ? dayjs(value).format('YYYY-MM-DD')
      : null;

/**
 * Mantine's DateInput for a calendar day: shown dd-MMM-yyyy (the spec's format), typed in any
 * common form, kept as yyyy-MM-dd. Every prop can still be given by the caller.
 *
 * minDate and maxDate bound the calendar. A real date typed outside them is still handed to the
 * form, whose schema then says why it is refused: Mantine alone would put the previous value back
 * on blur, silently.
 */
export function DayInput(props: ComponentPropsWithRef<typeof DateInput>) {
  const { t } = useTranslation();
  const { onBlur, onChange, minDate, maxDate, value } = props;
  return (
    <DateInput
      placeholder={t('ui.field.datePlaceholder')}
      valueFormat="DD-MMM-YYYY"
      dateParser={parseTypedDate}
      {...props}
      onBlur={(event) => {
        const typed = parseTypedDate(event.currentTarget.value);
        const min = dayOf(minDate);
        const max = dayOf(maxDate);
        const outside = typed !== null && ((min && typed < min) || (max && typed > max));
        if (outside && typed !== dayOf(value)) onChange?.(typed);
        onBlur?.(event);
      }}
    />
  );
}

import type { ComponentPropsWithRef } from 'react';
import { DateInput } from '@mantine/dates';
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

/**
 * Mantine's DateInput for a calendar day: shown dd-MMM-yyyy (the spec's format), typed in any
 * common form, kept as yyyy-MM-dd. Every prop can still be given by the caller.
 */
export function DayInput(props: ComponentPropsWithRef<typeof DateInput>) {
  return (
    <DateInput
      placeholder="dd-MMM-yyyy"
      valueFormat="DD-MMM-YYYY"
      dateParser={parseTypedDate}
      {...props}
    />
  );
}

import type { ComponentPropsWithRef } from 'react';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// The calendar's month and weekday names in every language of the portal (about 1 KB each).
import 'dayjs/locale/hi';
import 'dayjs/locale/gu';
import { languageOr } from '@portal/shared';

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

/**
 * A typed date as yyyy-MM-dd (the schemas' format), or null when it is not a real date. Month
 * names are read in the language in use (the input shows them so) and in English.
 */
export function parseTypedDate(value: string, language = 'en'): string | null {
  for (const locale of new Set([language, 'en'])) {
    const date = dayjs(value.trim(), TYPED_FORMATS, locale, true);
    if (date.isValid()) return date.format('YYYY-MM-DD');
  }
  return null;
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
  const { t, i18n } = useTranslation();
  const language = languageOr(i18n.language, 'en');
  const { onBlur, onChange, minDate, maxDate, value } = props;
  return (
    <DateInput
      placeholder={t('ui.field.datePlaceholder')}
      valueFormat="DD-MMM-YYYY"
      locale={language}
      dateParser={(typed) => parseTypedDate(typed, language)}
      ariaLabels={{
        previousMonth: t('ui.calendar.previousMonth'),
        nextMonth: t('ui.calendar.nextMonth'),
        previousYear: t('ui.calendar.previousYear'),
        nextYear: t('ui.calendar.nextYear'),
        previousDecade: t('ui.calendar.previousDecade'),
        nextDecade: t('ui.calendar.nextDecade'),
        monthLevelControl: t('ui.calendar.chooseMonth'),
        yearLevelControl: t('ui.calendar.chooseYear'),
      }}
      {...props}
      onBlur={(event) => {
        const typed = parseTypedDate(event.currentTarget.value, language);
        const min = dayOf(minDate);
        const max = dayOf(maxDate);
        const outside = typed !== null && ((min && typed < min) || (max && typed > max));
        if (outside && typed !== dayOf(value)) onChange?.(typed);
        onBlur?.(event);
      }}
    />
  );
}

import { useState, type ComponentPropsWithRef } from 'react';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
// The calendar's month and weekday names in every language of the portal (about 1 KB each).
import 'dayjs/locale/hi';
import 'dayjs/locale/gu';
import { isCalendarDate, languageOr, type Language } from '@portal/shared';
import { formatDate, monthAbbreviations } from '@/lib/format';
import { clearButtonOf } from './combobox-props';

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);

/**
 * The field writes months as every other screen does (lib/format: 'नव॰', 'નવે'), not as dayjs
 * does ('नव.', 'નવે.'). Typed text is read both ways: a keyboard types a full stop more easily
 * than '॰'. dayjs's own names stay under a locale of their own for that.
 */
const DAYJS_NAMES: Partial<Record<Language, string>> = { hi: 'hi-dayjs', gu: 'gu-dayjs' };
/**
 * And with no mark at all ('नव'): '॰' is on almost no keyboard, and a month typed without it
 * was refused. Read from text whose marks after a letter are taken out (`withoutMarks`).
 */
const BARE_NAMES: Partial<Record<Language, string>> = { hi: 'hi-bare', gu: 'gu-bare' };
const ABBREVIATION_MARK = /(?<=[\p{L}\p{M}])[.\u0970]/gu;
const withoutMarks = (text: string) => text.replace(ABBREVIATION_MARK, '');
for (const [language, copy] of Object.entries(DAYJS_NAMES) as [Language, string][]) {
  const own = dayjs.Ls[language];
  if (own) dayjs.locale({ ...own, name: copy }, undefined, true);
  dayjs.updateLocale(language, { monthsShort: [...monthAbbreviations(language)] });
  const bare = BARE_NAMES[language];
  if (own && bare) {
    const monthsShort = monthAbbreviations(language).map(withoutMarks);
    dayjs.locale({ ...own, name: bare, monthsShort }, undefined, true);
  }
}

// What people type: the display format first, then common Indian and ISO forms, and the month
// written out ('15 March 1980').
const TYPED_FORMATS = [
  'DD-MMM-YYYY',
  'D-MMM-YYYY',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
  'D MMM YYYY',
  'D-MMMM-YYYY',
  'D MMMM YYYY',
];

/**
 * Latin month names as dayjs reads them ('Mar'), whatever the case they were typed in: a phone
 * keyboard types '15-mar-1980'. Hindi and Gujarati have no case.
 */
const titleCased = (text: string) =>
  text.replace(/[a-z]+/gi, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());

/**
 * A typed date as yyyy-MM-dd (the schemas' format), or null when it is not a real date. Month
 * names are read in the language in use (as the field writes them, or as dayjs does) and in
 * English.
 */
export function parseTypedDate(value: string, language = 'en'): string | null {
  const dayjsNames = DAYJS_NAMES[languageOr(language, 'en')];
  for (const locale of new Set([language, ...(dayjsNames ? [dayjsNames] : []), 'en'])) {
    const date = dayjs(titleCased(value.trim()), TYPED_FORMATS, locale, true);
    if (date.isValid()) return date.format('YYYY-MM-DD');
  }
  const bare = BARE_NAMES[languageOr(language, 'en')];
  if (!bare) return null;
  const date = dayjs(withoutMarks(value.trim()), TYPED_FORMATS, bare, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

/** A date of birth as the field writes it in the language in use: 21-Nov-1980, 21-नव॰-1980. */
export const birthDateExample = () => formatDate('1980-11-21T12:00:00Z');

const dayOf = (value: unknown) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : value instanceof Date
      ? dayjs(value).format('YYYY-MM-DD')
      : null;

/** Text that names no day: the field keeps it, and the form is handed it to refuse. */
const unreadable = (text: string, language: string) =>
  text.trim() !== '' && parseTypedDate(text, language) === null;

/** Keys besides a typed character that ask for the calendar. */
const CALENDAR_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Backspace', 'Delete', 'Enter']);

/**
 * Mantine's DateInput for a calendar day: shown dd-MMM-yyyy (the spec's format), typed in any
 * common form, kept as yyyy-MM-dd. Every prop can still be given by the caller.
 *
 * Nothing typed is dropped without a word (Mantine alone puts the previous day back on blur):
 * - a real day outside minDate/maxDate (which bound the calendar) is handed to the form, whose
 *   schema says why it is refused;
 * - text that is no day ('31-Feb-2027') stays in the field and is handed to the form as typed,
 *   so its schema answers "Enter a real date" instead of the old day being saved;
 * - emptied text hands the form null: the field is empty, not silently its old day again.
 *
 * The calendar opens on a click, on typing or on a key (Down), not on focus alone, as the
 * theme's lists do: after a failed Save the form focuses the first wrong field, and a calendar
 * opened by that focus would cover the message under it. (Mantine opens it on focus and has no
 * setting for that; the popover stays disabled until the user asks.)
 */
export function DayInput(props: ComponentPropsWithRef<typeof DateInput>) {
  const { t, i18n } = useTranslation();
  const language = languageOr(i18n.language, 'en');
  const { onBlur, onChange, minDate, maxDate, value } = props;
  // Whether the text in the field is empty or no day: then blur leaves it as it is.
  const [keepText, setKeepText] = useState(false);
  // Whether the user asked for the calendar since the field took focus.
  const [calendarAsked, setCalendarAsked] = useState(false);
  // While the form holds typed text that is no day, Mantine keeps the day it had: a change of
  // its value would replace the text in the field. (State adjusted during render, as React
  // documents for values that follow a prop.)
  const day = dayOf(value);
  const realDay =
    value === null || value === '' ? null : day && isCalendarDate(day) ? day : undefined;
  const [shown, setShown] = useState<string | null>(realDay ?? null);
  if (realDay !== undefined && realDay !== shown) setShown(realDay);
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
      // Mantine's clear button is focusable but nameless ("button" to a screen reader), and
      // focus fell to the page once it had cleared the field. Named for the field, so the From
      // and To of a filter are told apart.
      clearButtonProps={{
        ...clearButtonOf(
          typeof props.label === 'string'
            ? t('ui.field.clear', { label: props.label })
            : t('ui.calendar.clearDate'),
        ),
        ...props.clearButtonProps,
      }}
      value={realDay === undefined ? shown : realDay}
      fixOnBlur={!keepText}
      popoverProps={{
        ...props.popoverProps,
        disabled:
          !calendarAsked || props.readOnly || props.disabled || props.popoverProps?.disabled,
      }}
      onMouseDown={(event) => {
        setCalendarAsked(true);
        props.onMouseDown?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key.length === 1 || CALENDAR_KEYS.has(event.key)) setCalendarAsked(true);
        props.onKeyDown?.(event);
      }}
      onInput={(event) => {
        const text = event.currentTarget.value;
        setKeepText(text.trim() === '' || unreadable(text, language));
        setCalendarAsked(true);
        props.onInput?.(event);
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const typed = text === '' ? null : parseTypedDate(text, language);
        if (text === '') {
          if (day) onChange?.(null);
        } else if (typed === null) {
          if (text !== value) onChange?.(text);
        } else {
          const min = dayOf(minDate);
          const max = dayOf(maxDate);
          const outside = (min && typed < min) || (max && typed > max);
          if (outside && typed !== day) onChange?.(typed);
        }
        setCalendarAsked(false);
        onBlur?.(event);
      }}
    />
  );
}

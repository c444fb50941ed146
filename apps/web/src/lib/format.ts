import { doctorName, localeOf, roundScore, TIME_ZONE, type Language } from '@portal/shared';
import { currentLanguage } from './i18n';

/** A doctor's name with its title (shared: the server's messages name doctors the same way). */
export { doctorName };

/*
 * Dates, counts and amounts in the reader's language, through Intl: dates are stored in UTC and
 * shown in India's time zone (Asia/Kolkata) in one layout, dd-MMM-yyyy, with the language's
 * month names (also where the seed wrote dd/MMM/yyyy or dd/MM/yyyy: spec-deviations.md);
 * numbers and rupees with Indian digit grouping (₹1,23,456.00).
 */

/**
 * Formatters made on first use, one per language: building one loads locale and time-zone data
 * (milliseconds, more on a phone), which pages that show no date or amount should not pay.
 */
function perLanguage<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = localeOf(currentLanguage());
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateParts = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    }),
);

const monthTables = new Map<Language, readonly string[]>();

/**
 * The month abbreviations of dd-MMM-yyyy in a language, January first: Intl's ('नव॰', 'નવે'),
 * except that English keeps three letters ('Sep', where Intl's en-IN now writes 'Sept'). The date
 * field (DayInput) writes and reads the same ones.
 */
export function monthAbbreviations(language: Language): readonly string[] {
  let table = monthTables.get(language);
  if (!table) {
    const locale = language === 'en' ? 'en-US' : localeOf(language);
    const formatter = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    });
    table = Array.from(
      { length: 12 },
      (_, month) =>
        formatter
          .formatToParts(new Date(Date.UTC(2026, month, 15)))
          .find((part) => part.type === 'month')?.value ?? '',
    );
    monthTables.set(language, table);
  }
  return table;
}

/** The day, month, year (and time) of a date as a formatter writes them; null for no date. */
function parts(
  value: Date | string,
  formatter: Intl.DateTimeFormat,
): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** Day, abbreviated month, year and time of a date in India, in the reader's language. */
function dayMonthYear(value: Date | string): Record<string, string> | null {
  const p = parts(value, dateParts());
  if (!p) return null;
  return { ...p, month: monthAbbreviations(currentLanguage())[Number(p.month) - 1] ?? '' };
}

/** dd-MMM-yyyy in Asia/Kolkata, e.g. 21-Nov-2026 (21-नव॰-2026 in Hindi). */
export function formatDate(value: Date | string): string {
  const p = dayMonthYear(value);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** dd-MMM-yyyy HH:mm in Asia/Kolkata, e.g. 21-Nov-2026 14:05. */
export function formatDateTime(value: Date | string): string {
  const p = dayMonthYear(value);
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}` : '';
}

const rupees = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', numberingSystem: 'latn' }),
);

/** Money arrives as integer paise; shown as rupees, e.g. 1250050 -> ₹12,500.50. */
export function formatPaise(paise: number): string {
  return rupees().format(paise / 100);
}

const counts = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }),
);

/** A count with Indian digit grouping: 1,23,456. */
export function formatCount(count: number): string {
  return counts().format(Math.trunc(count));
}

const scores = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      numberingSystem: 'latn',
    }),
);

/** A 0-100 scale score to one decimal: 62.5, 33.3, 100.0. */
export function formatScore(score: number): string {
  return scores().format(roundScore(score));
}

const changes = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
      numberingSystem: 'latn',
    }),
);

/** A change of score in points, signed, to one decimal: +12.5, -10.0, 0.0. */
export function formatScoreChange(change: number): string {
  return changes().format(roundScore(change));
}

/** The logged-in person's name for the header and greetings: doctors with their title. */
export function userDisplayName(user: { userType: string; fullName: string }): string {
  return user.userType === 'doctor' ? doctorName(user.fullName) : user.fullName;
}

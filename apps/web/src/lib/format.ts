import { TIME_ZONE } from '@portal/shared';

/** Dates are stored in UTC and shown in India's time zone (Asia/Kolkata) in the spec's formats. */

/**
 * A formatter made on first use: building one loads locale and time-zone data (tens of
 * milliseconds on a phone), which pages that show no date or amount should not pay as they start.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The day, month, year (and time) of a date as a formatter writes them; null for no date. */
function parts(
  value: Date | string,
  formatter: Intl.DateTimeFormat = dateParts(),
): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** dd-MMM-yyyy in Asia/Kolkata, e.g. 21-Nov-2026. */
export function formatDate(value: Date | string): string {
  const p = parts(value);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** dd-MMM-yyyy HH:mm in Asia/Kolkata, e.g. 21-Nov-2026 14:05. */
export function formatDateTime(value: Date | string): string {
  const p = parts(value);
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}` : '';
}

/** dd/MMM/yyyy in Asia/Kolkata, e.g. 21/Nov/2026 (payment transaction dates). */
export function formatDateSlashed(value: Date | string): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

const numericDateParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** dd/MM/yyyy in Asia/Kolkata, e.g. 21/11/2026 (subscription tables). */
export function formatNumericDate(value: Date | string): string {
  const p = parts(value, numericDateParts());
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/**
 * Digits grouped the Indian way: the last three, then pairs (1,23,45,678). Written out rather
 * than asked of Intl.NumberFormat('en-IN'), whose locale data costs a phone tens of milliseconds
 * on the first price of a page.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest},${lastThree}`;
}

/** Money arrives as integer paise; shown as rupees, e.g. 1250050 -> ₹12,500.50. */
export function formatPaise(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupIndian(String(Math.floor(whole / 100)));
  const rest = String(whole % 100).padStart(2, '0');
  return `${paise < 0 && whole > 0 ? '-' : ''}₹${rupees}.${rest}`;
}

/** A count with Indian digit grouping: 1,23,456. */
export function formatCount(count: number): string {
  const whole = Math.abs(Math.trunc(count));
  return `${count < 0 && whole > 0 ? '-' : ''}${groupIndian(String(whole))}`;
}

/** A name that already carries the title: "Dr. Asha", "Dr Asha", "DR.ASHA" (not "Drishti"). */
const DOCTOR_TITLE = /^dr(\.|\s|$)/i;

/**
 * A doctor's name as the product shows it: with "Dr." in front, added once. Names are stored as
 * the doctor typed them, some with the title and most without.
 */
export function doctorName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || DOCTOR_TITLE.test(trimmed)) return trimmed;
  return `Dr. ${trimmed}`;
}

/** The logged-in person's name for the header and greetings: doctors with their title. */
export function userDisplayName(user: { userType: string; fullName: string }): string {
  return user.userType === 'doctor' ? doctorName(user.fullName) : user.fullName;
}

import { TIME_ZONE } from '@portal/shared';

/** Dates are stored in UTC and shown in India's time zone (Asia/Kolkata) in the spec's formats. */

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: Date | string): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
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

const numericDateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/MM/yyyy in Asia/Kolkata, e.g. 21/11/2026 (subscription tables). */
export function formatNumericDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(
    numericDateParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Money arrives as integer paise; shown as rupees, e.g. 1250050 -> ₹12,500.50. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

const countFormat = new Intl.NumberFormat('en-IN');

/** A count with Indian digit grouping: 1,23,456. */
export function formatCount(count: number): string {
  return countFormat.format(count);
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

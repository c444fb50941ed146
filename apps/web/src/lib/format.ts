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

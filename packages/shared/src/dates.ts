/** Calendar dates as the people of the portal see them: in India (Asia/Kolkata). */
export const TIME_ZONE = 'Asia/Kolkata';

/** Today's date in India as yyyy-MM-dd. */
export function todayInIndia(now: Date = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
}

/**
 * The instant a calendar day (yyyy-MM-dd) begins in India; `days` moves to a later day. India
 * keeps one offset the whole year (+05:30), so the sum is exact.
 */
export function dayStartInIndia(date: string, days = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + days * 86_400_000);
}

/** Whole years from a birth date to a day (both yyyy-MM-dd): the age on that day, birthday counted. */
export function ageOn(birthDate: string, onDate: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** The same day some years later (yyyy-MM-dd); 29 February becomes the 28th in a common year. */
export function yearsAfter(date: string, years: number): string {
  const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(4)];
  const later = `${String(year + years).padStart(4, '0')}${monthDay}`;
  return isCalendarDate(later) ? later : later.replace(/-29$/, '-28');
}

/** A real calendar date in yyyy-MM-dd (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageOn, isCalendarDate, TIME_ZONE, todayInIndia, yearsAfter } from './dates';

describe('ageOn', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35, 'the day before the birthday'],
    ['1990-06-15', '2026-06-15', 36, 'on the birthday'],
    ['1990-06-15', '2026-06-16', 36, 'the day after the birthday'],
    ['1990-06-15', '2026-05-31', 35, 'a month before the birthday'],
    ['1990-06-15', '2026-07-01', 36, 'a month after the birthday'],
    ['1990-01-01', '2025-12-31', 35, 'the last day of the year'],
    ['1990-12-31', '2026-01-01', 35, 'the first day of the year'],
  ])('%s on %s is %i (%s)', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });

  it('is 0 on the day of birth and until the first birthday', () => {
    expect(ageOn('2026-03-01', '2026-03-01')).toBe(0);
    expect(ageOn('2025-03-02', '2026-03-01')).toBe(0);
    expect(ageOn('2025-03-01', '2026-03-01')).toBe(1);
  });

  describe('born on 29 February', () => {
    it('turns a year older on 1 March in a common year', () => {
      expect(ageOn('2000-02-29', '2001-02-28')).toBe(0);
      expect(ageOn('2000-02-29', '2001-03-01')).toBe(1);
      expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
      expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    });

    it('turns a year older on 29 February in a leap year', () => {
      expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
      expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
      expect(ageOn('2000-02-29', '2024-03-01')).toBe(24);
    });
  });

  it('agrees with counting whole years of the calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 120 }),
        (year, month, day, years) => {
          const pad = (value: number) => String(value).padStart(2, '0');
          const birth = `${year}-${pad(month)}-${pad(day)}`;
          const birthday = `${year + years}-${pad(month)}-${pad(day)}`;
          expect(ageOn(birth, birthday)).toBe(years);
          // One day before that birthday (day 1 steps back into the month before).
          const before =
            day > 1
              ? `${year + years}-${pad(month)}-${pad(day - 1)}`
              : month > 1
                ? `${year + years}-${pad(month - 1)}-28`
                : `${year + years - 1}-12-31`;
          expect(ageOn(birth, before)).toBe(years - 1);
        },
      ),
    );
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-03-01', '2026-01-31', '2026-12-31', '2026-04-30', '1900-01-01', '2026-02-28'])(
    'accepts %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each(['2024-02-29', '2000-02-29', '2028-02-29', '1996-02-29'])(
    'accepts 29 February of the leap year %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each(['2026-02-29', '2023-02-29', '1900-02-29', '2100-02-29'])(
    'refuses 29 February of the common year %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-31',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
  ])('refuses the impossible date %s', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each([
    '',
    '2026-3-1',
    '01-03-2026',
    '2026/03/01',
    '2026-03-01T00:00:00Z',
    ' 2026-03-01',
    '20260301',
    'abcd-ef-gh',
  ])('refuses %j, which is not yyyy-MM-dd', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('accepts every day that a Date gives in yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('todayInIndia', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads dates in Asia/Kolkata', () => {
    expect(TIME_ZONE).toBe('Asia/Kolkata');
  });

  it.each([
    ['2026-03-01T20:00:00Z', '2026-03-02', 'UTC evening is the next morning in India'],
    ['2026-03-01T18:29:59Z', '2026-03-01', 'one second before midnight in India'],
    ['2026-03-01T18:30:00Z', '2026-03-02', 'midnight in India'],
    ['2026-03-01T00:00:00Z', '2026-03-01', 'UTC midnight is 05:30 in India'],
    ['2026-02-28T23:59:59Z', '2026-03-01', 'the last second of the UTC day'],
    ['2025-12-31T18:30:00Z', '2026-01-01', 'the new year begins in India first'],
    ['2024-02-28T19:00:00Z', '2024-02-29', 'a leap day'],
  ])('%s is %s (%s)', (instant, expected) => {
    expect(todayInIndia(new Date(instant))).toBe(expected);
  });

  it('always gives a calendar date in yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const today = todayInIndia(date);
          expect(isCalendarDate(today)).toBe(true);
          // India is UTC+05:30 all year: the same as the UTC date shifted by 5.5 hours.
          const shifted = new Date(date.getTime() + 5.5 * 60 * 60 * 1000);
          expect(today).toBe(shifted.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('reads the clock when no date is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
    expect(todayInIndia()).toBe('2026-03-02');
  });
});

describe('yearsAfter', () => {
  it('moves the year, keeping month and day', () => {
    expect(yearsAfter('2026-11-28', 2)).toBe('2028-11-28');
    expect(yearsAfter('2026-01-01', -126)).toBe('1900-01-01');
  });

  it('takes 29 February to the 28th in a common year, and keeps it in a leap year', () => {
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
    expect(yearsAfter('2028-02-29', 4)).toBe('2032-02-29');
  });
});

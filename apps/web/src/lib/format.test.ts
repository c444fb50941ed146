import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  formatCount,
  formatDate,
  monthAbbreviations,
  formatDateTime,
  formatPaise,
  formatScore,
  formatScoreChange,
} from './format';

// The figures Intl.NumberFormat('en-IN') gives: Indian grouping, the rupee sign first.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const counts = new Intl.NumberFormat('en-IN');

describe('formatPaise', () => {
  it('shows paise as rupees with Indian grouping, as Intl does', () => {
    for (const paise of [0, 5, 99, 100, 35_000, 26_250, 1_250_050, 100_000_000, 12_345_678_901]) {
      expect(formatPaise(paise)).toBe(rupees.format(paise / 100));
    }
  });

  it('keeps the sign of a refund', () => {
    expect(formatPaise(-26_250)).toBe(rupees.format(-262.5));
  });
});

describe('formatCount', () => {
  it('groups the last three digits, then pairs', () => {
    for (const count of [0, 7, 999, 1_000, 12_345, 123_456, 1_234_567, 500_000, 987_654_321]) {
      expect(formatCount(count)).toBe(counts.format(count));
    }
    expect(formatCount(-123_456)).toBe('-1,23,456');
  });
});

describe('scale scores', () => {
  it('shows a score to one decimal, rounded only for display', () => {
    expect(formatScore(100 / 3)).toBe('33.3');
    expect(formatScore(62.5)).toBe('62.5');
    expect(formatScore(100)).toBe('100.0');
    expect(formatScore(40.00000000000001)).toBe('40.0');
  });

  it('signs a change, and halves away from zero', () => {
    expect(formatScoreChange(12.5)).toBe('+12.5');
    expect(formatScoreChange(-10)).toBe('-10.0');
    expect(formatScoreChange(-2.25)).toBe('-2.3');
    expect(formatScoreChange(0)).toBe('0.0');
  });
});

describe('dates, in India time', () => {
  it('writes the day and the time from the same instant', () => {
    const instant = '2026-11-21T08:35:00Z'; // 14:05 in Asia/Kolkata
    expect(formatDate(instant)).toBe('21-Nov-2026');
    expect(formatDateTime(instant)).toBe('21-Nov-2026 14:05');
  });

  it('writes every month in three letters (not "Sept"), on the day it is in India', () => {
    // 23:30 UTC on 30 September is 1 October in India.
    expect(formatDate('2026-09-15T06:00:00Z')).toBe('15-Sep-2026');
    expect(formatDate('2026-09-30T23:30:00Z')).toBe('01-Oct-2026');
    expect(monthAbbreviations('en')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('in Hindi and Gujarati', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("writes the language's month names in the same layout, with the same digits", async () => {
    const instant = '2026-11-21T08:35:00Z';
    await i18n.changeLanguage('hi');
    expect(formatDate(instant)).toBe('21-नव॰-2026');
    expect(formatDateTime(instant)).toBe('21-नव॰-2026 14:05');
    await i18n.changeLanguage('gu');
    expect(formatDate(instant)).toBe('21-નવે-2026');
  });

  it('groups amounts and counts the Indian way in every language', async () => {
    for (const language of ['hi', 'gu']) {
      await i18n.changeLanguage(language);
      expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
      expect(formatCount(1_234_567)).toBe('12,34,567');
    }
  });
});

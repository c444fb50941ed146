import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise } from './format';

// The figures Intl.NumberFormat('en-IN') gives, which these functions replace.
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

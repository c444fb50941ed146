import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, percentToBasisPoints, rupeesToPaise } from './pricing';

describe('applyDiscount', () => {
  it('takes a flat discount off the price', () => {
    expect(applyDiscount(100_000, { base: 'flat', value: 25_000 })).toEqual({
      listPricePaise: 100_000,
      discountPaise: 25_000,
      finalPaise: 75_000,
    });
  });

  it('takes a percentage of the price, rounded half up to whole paise', () => {
    // 12.5 % of INR 999.99 is 12499.875 paise -> 12500.
    expect(
      applyDiscount(99_999, { base: 'percentage', value: percentToBasisPoints(12.5) })
        .discountPaise,
    ).toBe(12_500);
    expect(
      applyDiscount(1_000, { base: 'percentage', value: percentToBasisPoints(10) }).finalPaise,
    ).toBe(900);
  });

  it('never goes below zero', () => {
    expect(applyDiscount(50_000, { base: 'flat', value: 80_000 })).toEqual({
      listPricePaise: 50_000,
      discountPaise: 50_000,
      finalPaise: 0,
    });
    expect(applyDiscount(50_000, { base: 'percentage', value: 10_000 }).finalPaise).toBe(0);
  });

  it('keeps the price without a discount', () => {
    expect(applyDiscount(35_000, null).finalPaise).toBe(35_000);
  });

  it('refuses a price that is not whole paise', () => {
    expect(() => applyDiscount(10.5, null)).toThrow(RangeError);
  });

  it('always answers whole paise between zero and the price, adding up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_900 }),
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.integer({ min: 1, max: 99_999_999_900 }),
        (price, base, value) => {
          const result = applyDiscount(price, {
            base,
            value: base === 'percentage' ? value % 10_001 : value,
          });
          return (
            Number.isInteger(result.finalPaise) &&
            Number.isInteger(result.discountPaise) &&
            result.finalPaise >= 0 &&
            result.finalPaise <= price &&
            result.finalPaise + result.discountPaise === price
          );
        },
      ),
    );
  });

  it('converts rupees with paise exactly', () => {
    expect(rupeesToPaise(350)).toBe(35_000);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1234.56)).toBe(123_456);
  });
});

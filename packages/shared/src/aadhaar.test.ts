import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, verhoeffCheckDigit, verhoeffValid } from './aadhaar';

describe('Aadhaar', () => {
  it('knows the published Verhoeff example', () => {
    // 236 has check digit 3 (the standard worked example of the algorithm).
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('accepts 12 digits with a valid check digit, first digit 2-9', () => {
    const number = `23456789012`;
    const valid = number + verhoeffCheckDigit(number);
    expect(isValidAadhaar(valid)).toBe(true);
    expect(isValidAadhaar(`1${valid.slice(1)}`)).toBe(false);
    expect(isValidAadhaar(valid.slice(0, 11))).toBe(false);
    expect(isValidAadhaar(`${valid}0`)).toBe(false);
  });

  it('catches every single-digit typing mistake', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9][0-9]{10}$/),
        fc.nat(11),
        fc.integer({ min: 1, max: 9 }),
        (prefix, position, shift) => {
          const valid = prefix + verhoeffCheckDigit(prefix);
          const digit = (Number(valid[position]) + shift) % 10;
          const typo = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
          return !verhoeffValid(typo);
        },
      ),
    );
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('1234')).toBe('XXXX-XXXX-1234');
    expect(maskAadhaar(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds passwords of the breach lists whatever their case or swapped symbols', () => {
    for (const password of ['P@ssw0rd', 'PASSWORD', 'Qwerty123', 'Pa$$w0rd', '1qaz@WSX']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('finds a long common word with digits and symbols added at the end', () => {
    for (const password of ['Password@123', 'Sunshine#2024', 'Football!99', 'Iloveyou@1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('leaves passwords that are not in the lists', () => {
    for (const password of ['Rohan#Onco2026', 'Kx9@mLp2qz', 'Clinic@2026', 'Tata@Memorial9']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

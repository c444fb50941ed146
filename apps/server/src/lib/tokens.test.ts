import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { equalHex, hmacHex, numericCode, randomToken, sha256Hex } from './tokens';

describe('randomToken', () => {
  it('is 256 bits of URL-safe base64', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('does not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
  });
});

describe('sha256Hex and hmacHex', () => {
  it('match the published test vectors', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hmacHex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('depends on the key', () => {
    expect(hmacHex('key-one', 'otp:1:123456')).not.toBe(hmacHex('key-two', 'otp:1:123456'));
  });
});

describe('numericCode', () => {
  it('always has exactly the asked number of digits, leading zeros kept', () => {
    for (let i = 0; i < 2000; i += 1) expect(numericCode(6)).toMatch(/^[0-9]{6}$/);
    for (let i = 0; i < 200; i += 1) expect(numericCode(1)).toMatch(/^[0-9]$/);
  });

  it('uses every digit in every position (not a fixed or biased code)', () => {
    const seen = Array.from({ length: 6 }, () => new Set<string>());
    for (let i = 0; i < 3000; i += 1) {
      [...numericCode(6)].forEach((digit, position) => seen[position]!.add(digit));
    }
    for (const digits of seen) expect(digits.size).toBe(10);
  });
});

describe('equalHex', () => {
  it('compares hex strings by value', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        expect(equalHex(hex, hex)).toBe(true);
        expect(equalHex(hex, hex.toUpperCase())).toBe(true);
      }),
    );
  });

  it('says false for different values and different lengths', () => {
    expect(equalHex(sha256Hex('a'), sha256Hex('b'))).toBe(false);
    expect(equalHex('abcd', 'abcdef')).toBe(false);
    expect(equalHex('abcd', '')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveKey, open, seal } from './secret-box';

const APP_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const key = deriveKey(APP_SECRET, 'two-factor-secret');
const secret = Buffer.from('12345678901234567890', 'ascii');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = seal(key, secret, 'user:7');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(open(key, sealed, 'user:7').equals(secret)).toBe(true);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(seal(key, secret, 'user:7')).not.toBe(sealed);
  });

  it('refuses a value moved to another row, altered, or sealed under another key', () => {
    const sealed = seal(key, secret, 'user:7');
    expect(() => open(key, sealed, 'user:8')).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => open(key, parts.join('.'), 'user:7')).toThrow();
    expect(() =>
      open(
        deriveKey('another-secret-0123456789abcdef012345', 'two-factor-secret'),
        sealed,
        'user:7',
      ),
    ).toThrow();
    expect(() => open(key, 'v2.a.b.c', 'user:7')).toThrow();
    expect(() => open(key, 'nonsense', 'user:7')).toThrow();
  });

  it('derives a different key for each purpose and each app secret', () => {
    expect(key).toHaveLength(32);
    expect(deriveKey(APP_SECRET, 'two-factor-secret').equals(key)).toBe(true);
    expect(deriveKey(APP_SECRET, 'another-purpose').equals(key)).toBe(false);
  });
});

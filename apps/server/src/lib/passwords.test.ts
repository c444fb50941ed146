import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('hashPassword', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1', async () => {
    const hash = await hashPassword('Test@12345');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hash).not.toContain('Test@12345');
  });

  it('salts: the same password hashes differently each time', async () => {
    const [one, two] = await Promise.all([hashPassword('Test@12345'), hashPassword('Test@12345')]);
    expect(one).not.toBe(two);
    expect(await verifyPassword(one, 'Test@12345')).toBe(true);
    expect(await verifyPassword(two, 'Test@12345')).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password only', async () => {
    const hash = await hashPassword('Right@123');
    expect(await verifyPassword(hash, 'Right@123')).toBe(true);
    expect(await verifyPassword(hash, 'right@123')).toBe(false);
    expect(await verifyPassword(hash, 'Right@1234')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an exception, for a damaged hash', async () => {
    await expect(verifyPassword('not-a-hash', 'Right@123')).resolves.toBe(false);
    await expect(verifyPassword('', 'Right@123')).resolves.toBe(false);
  });
});

describe('decoyPasswordHash', () => {
  it('is one real argon2id hash, computed once', async () => {
    const first = await decoyPasswordHash();
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await decoyPasswordHash()).toBe(first);
    expect(await verifyPassword(first, 'Test@12345')).toBe(false);
  });
});

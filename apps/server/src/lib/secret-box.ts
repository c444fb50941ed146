import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Small secrets the server must read back (an authenticator's shared secret) are kept encrypted:
 * AES-256-GCM under a key derived from APP_SECRET with HKDF-SHA-256, a fresh 96-bit IV each time,
 * and the row they belong to as associated data, so a value copied to another row does not open.
 * Stored as "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */

const VERSION = 'v1';

/** A 256-bit key for one purpose, derived from the app secret (HKDF, RFC 5869). */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'cancer-care-portal', purpose, 32));
}

export function seal(key: Buffer, plaintext: Uint8Array, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or an error when the value was altered, moved or sealed under another key. */
export function open(key: Buffer, sealed: string, associatedData: string): Buffer {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('not a sealed value');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
}

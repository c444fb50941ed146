import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * One-time passwords of authenticator apps: HOTP (RFC 4226) and TOTP (RFC 6238) with the
 * parameters every app supports: HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_CODE_DIGITS = 6;
/** Steps either side of now that still count: a phone's clock a little off, a code typed late. */
export const TOTP_WINDOW = 1;
/** 160 bits, the size of SHA-1's output (RFC 4226 section 4 recommends it). */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs and the apps take it. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (any case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export type HotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 section 5.3: HMAC of the 8-byte counter, dynamic truncation, modulo 10^digits. */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits = TOTP_CODE_DIGITS,
  algorithm: HotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238's T) of a moment. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a moment (RFC 6238 section 4.2). */
export function totp(
  secret: Uint8Array,
  at: Date,
  digits = TOTP_CODE_DIGITS,
  algorithm: HotpAlgorithm = 'sha1',
): string {
  return hotp(secret, totpStep(at), digits, algorithm);
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `at` and after `lastUsedStep`, or
 * null. A step at or before the last one used is refused (RFC 6238 section 5.2: a code is
 * accepted once); the caller records the step it gets back, atomically, before trusting it.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): { step: number } | { step: null; reused: boolean } {
  const now = totpStep(at);
  let reused = false;
  let matched: number | null = null;
  // Every step of the window is computed, so the time taken does not tell which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    if (!sameCode(hotp(secret, step), code)) continue;
    if (lastUsedStep !== null && step <= lastUsedStep) reused = true;
    else matched ??= step;
  }
  return matched !== null ? { step: matched } : { step: null, reused };
}

/** A new shared secret from the CSPRNG. */
export function newTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

/** The otpauth:// URI of the Key Uri Format apps read from a QR code. */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = [
    `secret=${base32Encode(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_CODE_DIGITS}`,
    `period=${TOTP_STEP_SECONDS}`,
  ];
  return `otpauth://totp/${label}?${params.join('&')}`;
}

import { hash, verify } from '@node-rs/argon2';
import { messages } from '@portal/shared';
import { isCommonPassword } from './common-passwords';
import { errors } from './errors';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (DESIGN.md section 4). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * The hash of a password a person chose: refused, on the field it came from, when it is one of
 * the commonly used or breached passwords (lib/common-passwords.ts).
 */
export function hashChosenPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw errors.invalidFields([{ path: field, message: messages['password.common'] }]);
  }
  return hashPassword(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the mobile number is unknown so that a
 * failed login takes the same time whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-is-never-used');
  return decoyHash;
}

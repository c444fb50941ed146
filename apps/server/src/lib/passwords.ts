import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (DESIGN.md section 4). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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

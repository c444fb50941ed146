/*
 * The header's quick sign-in hands a second step (two-factor) to the login page, which shows the
 * code form. The challenge stays in memory only: never in the address or the browser's storage.
 */
let pending: string | null = null;

export function setPendingChallenge(challenge: string): void {
  pending = challenge;
}

export function peekPendingChallenge(): string | null {
  return pending;
}

export function clearPendingChallenge(): void {
  pending = null;
}

/*
 * Whether someone was logged in on this browser when the session was last read. A prerendered
 * public page shows the visitor's view and starts its code only when the person reaches for it
 * (start-on-intent.ts); for someone logged in it starts at once, so the header soon shows their
 * own menu. Only a hint for that choice: what a person may see is the server's to decide.
 */
const STORAGE_KEY = 'portal.signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): pages start when reached for, as for a visitor.
  }
}

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

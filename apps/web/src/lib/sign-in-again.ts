import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@portal/shared';

/*
 * The session ended while a form was being saved (expired, or logged out in another tab): the
 * app asks the person to sign in again over the page, so what they typed stays on it, instead
 * of leaving for the login page and losing it. The request is kept here, outside React: the
 * query client's error handler raises it, the signed-in header shows the dialog.
 */

let asking: SessionUser | null = null;
/** Forms on the page holding typed work (useLeaveGuard): a read that finds the session ended asks too. */
let formsWithTypedWork = 0;

/** A form holds typed work until the returned function is called. */
export function holdTypedWork(): () => void {
  formsWithTypedWork += 1;
  return () => {
    formsWithTypedWork -= 1;
  };
}

export const holdsTypedWork = () => formsWithTypedWork > 0;
const listeners = new Set<() => void>();

function announce() {
  for (const listener of listeners) listener();
}

/** Shows the sign-in dialog for this person (the one whose session ended). */
export function askToSignInAgain(user: SessionUser): void {
  asking = user;
  announce();
}

/** The dialog is done: signed in again, or the person chose to leave the page. */
export function stopAskingToSignInAgain(): void {
  asking = null;
  announce();
}

/** While the dialog is open, other calls that find the session ended change nothing. */
export function isAskingToSignInAgain(): boolean {
  return asking !== null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person asked to sign in again, or null. */
export function useSignInAgainRequest(): SessionUser | null {
  return useSyncExternalStore(
    subscribe,
    () => asking,
    () => null,
  );
}

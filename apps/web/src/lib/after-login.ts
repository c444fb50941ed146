/**
 * The history state of the page a login goes to. Its address may be a return address left by
 * another person (Re-Login on a shared clinic computer: a doctor's patient list, then a patient
 * signs in): a page the new person may not use sends them to their own start page instead of
 * saying "Not allowed" (app/route-guard.tsx).
 */
export const AFTER_LOGIN_STATE = { afterLogin: true } as const;

export const isAfterLogin = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'afterLogin' in state && state.afterLogin === true;

/*
 * The subscription plan a visitor chose before logging in (/login-signup/:subscriptionId).
 * Only an id, in sessionStorage: no personal data is kept in the browser.
 */
const KEY = 'pendingPlanId';

export function getPendingPlanId(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function setPendingPlanId(planId: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(planId));
  } catch {
    // Storage can be disabled; the purchase then starts again from the plan page.
  }
}

export function clearPendingPlanId(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

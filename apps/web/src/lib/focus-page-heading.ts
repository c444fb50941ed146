/**
 * Puts focus on the page's heading (focusable for this, not a control): where a keyboard user
 * goes on from when what they acted on went away with the action (a removed table row), or when
 * a new page opens. Answers whether there was a heading.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Focus is on no element of the page: the document itself, or an element that went away. */
export function focusIsNowhere(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Marks the phone's menu (components/dialogs.tsx): a new page opened from one of its links takes
 * focus from it (app/layouts/focus-new-page.ts).
 */
export const SIDE_MENU_ATTRIBUTE = 'data-side-menu';

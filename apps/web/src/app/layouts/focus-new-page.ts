import { focusIsNowhere, focusPageHeading, SIDE_MENU_ATTRIBUTE } from '@/lib/focus-page-heading';

/** How long a new page may take to show its heading (a lazy chunk, then its data). */
const WAIT_MS = 5_000;

/**
 * Focus is still where the old page left it: nowhere, on the header link that was used, or on
 * the link of the phone's menu that was followed (the menu is still sliding out; when it has
 * gone it gives focus back to its button only if focus is still inside it: components/dialogs.tsx).
 */
function focusIsFree() {
  return (
    focusIsNowhere() ||
    document.activeElement?.closest(`header.site-header, [${SIDE_MENU_ATTRIBUTE}]`) != null
  );
}

/**
 * After the address changed, puts focus on the new page's heading, so a screen reader says
 * where the person is and the next Tab starts in the page, not at the top of the document (focus
 * fell to <body> when the link or button that was pressed went away with the old page). Focus
 * that the new page took itself (a dialog, a field) is left alone. Returns a stop function.
 */
export function focusNewPage(): () => void {
  const main = document.getElementById('main-content');
  if (!main) return () => {};
  const settle = () => !focusIsFree() || focusPageHeading();
  if (settle()) return () => {};
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

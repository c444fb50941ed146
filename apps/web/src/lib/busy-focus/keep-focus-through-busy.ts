import { focusIsNowhere } from '../focus-page-heading';

/** How often, and for how long at most, a busy button's end is looked for. */
const CHECK_MS = 100;
const GIVE_UP_MS = 60_000;

/**
 * A button that turns busy while its work runs (Mantine's `loading` disables it) loses focus: the
 * browser moves focus off a disabled element, to the page itself. A keyboard user who pressed
 * Save was then at the top of the document when the save ended. This puts focus back on the
 * button once it is enabled again, or on the button that replaced it (a form drawn anew from
 * what was saved has a new Save button with the same text), if focus is still nowhere: the
 * person has not moved on, and the page has not put focus somewhere itself (a dialog, the next
 * page's heading). Returns a stop function.
 */
export function keepFocusThroughBusy(): () => void {
  let focused: Element | null = document.activeElement;
  let stopWaiting = () => {};
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (
        target instanceof HTMLButtonElement &&
        target === focused &&
        target.disabled &&
        target.hasAttribute('data-loading')
      ) {
        stopWaiting();
        stopWaiting = waitToRefocus(target);
      }
    }
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    stopWaiting();
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}

/** Checks until the button (or its replacement) is usable again, then focuses it if it may. */
function waitToRefocus(busy: HTMLButtonElement): () => void {
  const label = busy.textContent;
  const started = Date.now();
  const timer = window.setInterval(() => {
    if (!focusIsNowhere() || Date.now() - started > GIVE_UP_MS) return window.clearInterval(timer);
    const button = busy.isConnected ? busy : replacementOf(label);
    if (!button || button.disabled) return;
    window.clearInterval(timer);
    button.focus({ preventScroll: true });
  }, CHECK_MS);
  return () => window.clearInterval(timer);
}

/** The one enabled button on the page with the busy one's text, if there is exactly one. */
function replacementOf(label: string | null): HTMLButtonElement | undefined {
  const alike = [...document.querySelectorAll('button')].filter(
    (button) => button.textContent === label && !button.disabled,
  );
  return alike.length === 1 ? alike[0] : undefined;
}

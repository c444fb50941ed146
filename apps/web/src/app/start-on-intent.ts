import { hydratesPrerenderedHtml } from '@/lib/hydration';
import { wasSignedIn } from '@/lib/signed-in-hint';

/*
 * A prerendered public page is complete without JavaScript: its text, images and links (real
 * addresses) work as they are. Its code (React, the router, the forms) is only needed once the
 * person reaches for something, so it starts then: at the first pointer movement, touch, key or
 * focus, not while a phone is still painting and laying out the page. What the person does before
 * it has started is not lost: text typed into a field is handed to the form once it runs, the
 * last button or select pressed is pressed again, and a form sent with Enter is sent once its
 * fields pass.
 * A form submitted before then is held back (the browser would otherwise send its fields in the
 * address). A few seconds after the page has loaded, the app's code is fetched without being run
 * (the chunks the page names, prerender.mjs), so starting it costs running it, not downloading
 * it; the wait leaves the first seconds of a slow connection to the page's own images and fonts,
 * and nothing is fetched ahead when the visitor asks to save data (Save-Data) or once the app has
 * started. A page whose prerendered HTML shows a loader where some of its content goes (a list
 * of districts, fetched from the API) starts the app then instead.
 *
 * The app starts at once when the page is not prerendered (the logged-in pages), when the address
 * is one of the seeds' `#/` ones, when the page is to be shown in another language than its HTML,
 * when someone was logged in on this browser (their header differs from the visitor's), and when
 * the page is reloaded or reached by back or forward (the app puts it where it was left).
 */

/** The first signs of a person at the page. */
const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'wheel',
] as const;

const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/**
 * Runs `start` (which settles once the page answers input) at once or at the first sign of a
 * person, and then replays what they did before it answered.
 */
export function startOnIntent(container: HTMLElement, start: () => Promise<void>): void {
  if (!hydratesPrerenderedHtml(container) || startsAtOnce()) {
    void start();
    return;
  }
  const early = recordEarlyInput();
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, begin, LISTENER_OPTIONS);
    void start().then(
      () => early.replay(),
      (error: unknown) => {
        // The page stays as prerendered (links work); a field typed into keeps its text.
        early.stop();
        console.error('The page could not start', error);
      },
    );
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, begin, LISTENER_OPTIONS);
  // A page that shows a loader in place of some of its content (lists the app fetches) starts by
  // itself once it has settled; any other page only fetches the app's code then.
  whenPageSettled(() => {
    if (started) return;
    if (awaitsItsData(container)) begin();
    else if (!savesData()) prefetchApp();
  });
}

/**
 * The prerendered page shows a loader (Mantine's Loader: a list of districts, or the plans when
 * the server could not render them) where part of its content goes: data only the app fetches.
 */
function awaitsItsData(container: HTMLElement): boolean {
  return container.querySelector('.mantine-Loader-root') !== null;
}

/** The browser asks sites to save data (Save-Data): nothing is fetched ahead. */
function savesData(): boolean {
  return (
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  );
}

function startsAtOnce(): boolean {
  return window.location.hash.startsWith('#/') || wasSignedIn() || isReturnToPage();
}

/** A reload, or back or forward onto the page: its scroll position is the app's to restore. */
function isReturnToPage(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/**
 * How long after `load` the page counts as settled: the visitor is reading, and a slow connection
 * has brought the page's own images and fonts.
 */
export const SETTLE_DELAY_MS = 3000;

/** Runs `settled` a while after the page has loaded, when the browser is idle. */
function whenPageSettled(settled: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(settled) : settled();
  const afterLoad = () => setTimeout(whenIdle, SETTLE_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Fetches the chunks the page names (meta app-chunks) into the cache, without running them. */
function prefetchApp(): void {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content;
  for (const href of chunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * How long a form sent with Enter before the app ran waits for the app to enable its button
 * (its fields checked) before the Enter is dropped.
 */
export const ENTER_WAIT_MS = 3000;

/**
 * What a press before the app ran is replayed on: a button, or a select's field (Mantine's Select
 * opens its list on a click). A District tapped on the contact page before then stayed closed,
 * and the visitor had to find out that the tap had done nothing.
 */
const PRESSABLE = 'button, [role="button"], input[aria-haspopup="listbox"]';

/** Keeps what a person types and presses until the app answers, then hands it to the app. */
function recordEarlyInput() {
  const typed = new Map<TextField, string>();
  let pressed: HTMLElement | null = null;
  // A form sent with Enter in one of its fields. Its button is disabled in the prerendered page
  // (the app enables it once the fields are right), so the browser does not send it at all.
  let entered: HTMLFormElement | null = null;

  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      typed.set(field, field.value);
    }
  };
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    // A link is followed by the browser; a button, or a select's field (its list opens on a
    // click), waits for its code.
    if (event.target.closest('a[href]')) return;
    pressed = event.target.closest<HTMLElement>(PRESSABLE) ?? pressed;
  };
  const onSubmit = (event: Event) => event.preventDefault();
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.form) {
      entered = event.target.form;
    }
  };

  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', onKeydown, true);

  const stop = () => {
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('keydown', onKeydown, true);
  };

  return {
    stop,
    replay() {
      stop();
      for (const [field, value] of typed) retype(field, value);
      const press = pressed;
      if (press?.isConnected && !press.hasAttribute('disabled')) {
        // A select's field takes the focus a tap gives it, then the click that opens its list.
        if (press instanceof HTMLInputElement) press.focus();
        press.click();
      } else if (entered?.isConnected && !entered.contains(press)) sendWhenEnabled(entered);
    },
  };
}

/**
 * Presses the submit button of a form sent with Enter before the app ran, once the app enables
 * it (the typed fields handed to the form are right). Dropped when the person types or presses
 * anything first, or when the button stays disabled (the form says what is wrong).
 */
function sendWhenEnabled(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (!button) return;
  if (!button.disabled) {
    button.click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (button.disabled) return;
    drop();
    button.click();
  });
  const drop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['keydown', 'pointerdown'] as const) {
      document.removeEventListener(type, drop, true);
    }
  };
  const timer = setTimeout(drop, ENTER_WAIT_MS);
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  for (const type of ['keydown', 'pointerdown'] as const) {
    document.addEventListener(type, drop, true);
  }
}

/**
 * Puts text typed before the app ran back into its field as typing would: the form may have
 * emptied the field as it started, and even if not, it has not heard of the text. Setting the
 * value through the element first lets React see the typed text as a change. A field the person
 * has since left is left again, so the form checks it as it does a field left (its message shows).
 */
function retype(field: TextField, value: string): void {
  if (!field.isConnected) return;
  // lib/set-typed-value.ts does this for the app; imported here, the build would give it a chunk
  // of its own, one more request on every public page's first load.
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field) return;
  field.dispatchEvent(new FocusEvent('blur'));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

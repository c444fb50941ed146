import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTER_WAIT_MS, SETTLE_DELAY_MS, startOnIntent } from './start-on-intent';

/** A #root holding a prerendered page, as prerender.mjs writes it. */
function prerenderedRoot(html = '<main><h1>Log in</h1></main>'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

/** A start that settles when the test says the app answers. */
function controlledStart() {
  let answer: () => void = () => undefined;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
  );
  return {
    start,
    answers: async () => {
      answer();
      // The replay runs after the start's promise settles.
      await new Promise((resolve) => setTimeout(resolve));
    },
  };
}

const reachFor = (type = 'pointermove') => window.dispatchEvent(new Event(type));

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta, link').forEach((element) => element.remove());
});

describe('startOnIntent', () => {
  it('starts at once when the page was not prerendered', () => {
    const root = document.createElement('div');
    const start = vi.fn(() => Promise.resolve());
    startOnIntent(root, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a prerendered page at the first sign of a person, once', async () => {
    const { start, answers } = controlledStart();
    startOnIntent(prerenderedRoot(), start);
    expect(start).not.toHaveBeenCalled();
    reachFor('focusin');
    reachFor('pointermove');
    reachFor('keydown');
    expect(start).toHaveBeenCalledTimes(1);
    await answers();
  });

  it.each([
    ['an address of the seeds (#/)', () => (window.location.hash = '#/home')],
    ['a language other than the HTML’s', () => localStorage.setItem('portal.language', 'hi')],
    ['someone logged in on this browser', () => localStorage.setItem('portal.signed-in', '1')],
    [
      'a reload (the app restores where it was left)',
      () =>
        vi
          .spyOn(performance, 'getEntriesByType')
          .mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]),
    ],
    [
      'back or forward onto the page',
      () =>
        vi
          .spyOn(performance, 'getEntriesByType')
          .mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]),
    ],
  ])('starts a prerendered page at once for %s', (_, arrange) => {
    arrange();
    const start = vi.fn(() => Promise.resolve());
    startOnIntent(prerenderedRoot(), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('hands text typed before the app ran to the form, as typing', async () => {
    const root = prerenderedRoot('<form><input name="mobileNumber"><textarea></textarea></form>');
    const input = root.querySelector('input')!;
    const textarea = root.querySelector('textarea')!;
    const { start, answers } = controlledStart();
    startOnIntent(root, start);

    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    input.value = '9000000002';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    textarea.value = 'When is the camp?';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));

    // The app empties the field as its form starts, and listens from then on.
    input.value = '';
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    await answers();

    expect(input.value).toBe('9000000002');
    expect(textarea.value).toBe('When is the camp?');
    expect(heard).toEqual(['9000000002', 'When is the camp?']);
  });

  it('leaves again a field the person left before the app ran, not the one they are in', async () => {
    const root = prerenderedRoot('<form><input name="mobileNumber"><input name="password"></form>');
    const [mobile, password] = [...root.querySelectorAll('input')];
    const { start, answers } = controlledStart();
    startOnIntent(root, start);

    mobile!.focus();
    mobile!.value = '12345';
    mobile!.dispatchEvent(new Event('input', { bubbles: true }));
    password!.focus();
    password!.value = 'Demo';
    password!.dispatchEvent(new Event('input', { bubbles: true }));

    const left: string[] = [];
    root.addEventListener('focusout', (event) =>
      left.push((event.target as HTMLInputElement).name),
    );
    await answers();

    expect(start).toHaveBeenCalledTimes(1);
    expect(left).toEqual(['mobileNumber']);
    expect(document.activeElement).toBe(password);
  });

  it('presses again the last button pressed before the app ran, not a link', async () => {
    const root = prerenderedRoot(
      '<nav><button lang="hi">हिन्दी</button><button lang="gu">ગુજરાતી</button><a href="/home">Home</a></nav>',
    );
    const hindi = root.querySelector<HTMLButtonElement>('button[lang="hi"]')!;
    const gujarati = root.querySelector<HTMLButtonElement>('button[lang="gu"]')!;
    const link = root.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    const { start, answers } = controlledStart();
    startOnIntent(root, start);

    hindi.click();
    gujarati.click();
    link.click();
    const pressed: string[] = [];
    root.addEventListener('click', (event) =>
      pressed.push((event.target as HTMLElement).textContent ?? ''),
    );
    await answers();

    expect(start).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual(['ગુજરાતી']);
  });

  it('opens a select tapped before the app ran: its field gets the focus and the click', async () => {
    const root = prerenderedRoot(
      '<form><input name="name"><input aria-haspopup="listbox" readonly placeholder="District"></form>',
    );
    const district = root.querySelector<HTMLInputElement>('input[aria-haspopup]')!;
    const { start, answers } = controlledStart();
    startOnIntent(root, start);
    district.click();
    const clicked = vi.fn();
    district.addEventListener('click', clicked);
    await answers();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(district).toHaveFocus();
  });

  it('does not press a button that is disabled once the app runs', async () => {
    const root = prerenderedRoot('<form><button type="submit">Sign In</button></form>');
    const button = root.querySelector('button')!;
    const { start, answers } = controlledStart();
    startOnIntent(root, start);
    button.click();
    button.disabled = true;
    const pressed = vi.fn();
    root.addEventListener('click', pressed);
    await answers();
    expect(pressed).not.toHaveBeenCalled();
  });

  describe('a form sent with Enter before the app ran, its button disabled', () => {
    /** A sign-in form as prerendered: its button disabled until the app has checked the fields. */
    async function enterEarly() {
      const root = prerenderedRoot(
        '<form><input name="mobileNumber"><button type="submit" disabled>Sign In</button></form>',
      );
      const input = root.querySelector('input')!;
      const button = root.querySelector('button')!;
      const { start, answers } = controlledStart();
      startOnIntent(root, start);
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      const pressed = vi.fn();
      button.addEventListener('click', pressed);
      await answers();
      return { input, button, pressed };
    }
    /** The app enables the button; the observer hears of it in a microtask. */
    const enable = async (button: HTMLButtonElement) => {
      button.disabled = false;
      await new Promise((resolve) => setTimeout(resolve));
    };

    it('is sent once the app enables its button', async () => {
      const { button, pressed } = await enterEarly();
      expect(pressed).not.toHaveBeenCalled();
      await enable(button);
      expect(pressed).toHaveBeenCalledTimes(1);
      button.disabled = true;
      await enable(button);
      expect(pressed).toHaveBeenCalledTimes(1);
    });

    it('is dropped when the person types first', async () => {
      const { input, button, pressed } = await enterEarly();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true }));
      await enable(button);
      expect(pressed).not.toHaveBeenCalled();
    });

    it('is dropped when the button stays disabled', async () => {
      // Fake timers that also run with the clock, so the replay's own waits still end.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { button, pressed } = await enterEarly();
      vi.advanceTimersByTime(ENTER_WAIT_MS);
      await enable(button);
      expect(pressed).not.toHaveBeenCalled();
    });
  });

  it('holds back a form submitted before the app ran, and not after', async () => {
    const root = prerenderedRoot('<form><input name="q"></form>');
    const form = root.querySelector('form')!;
    const { start, answers } = controlledStart();
    startOnIntent(root, start);
    reachFor();

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    await answers();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    form.dispatchEvent(later);
    // Only the app's own handler decides now.
    expect(later.defaultPrevented).toBe(true);
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(false);
  });

  /** The page's meta app-chunks, as prerender.mjs writes it. */
  function nameAppChunks() {
    const meta = document.createElement('meta');
    meta.name = 'app-chunks';
    meta.content = '/assets/app-1.js /assets/react-2.js';
    document.head.append(meta);
  }
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it('prefetches the chunks the page names a while after it has loaded, without running them', async () => {
    vi.useFakeTimers();
    nameAppChunks();
    const { start, answers } = controlledStart();
    startOnIntent(prerenderedRoot(), start);

    vi.advanceTimersByTime(SETTLE_DELAY_MS - 100);
    expect(prefetched()).toEqual([]);
    vi.advanceTimersByTime(200);
    await vi.waitFor(() =>
      expect(prefetched()).toEqual(['/assets/app-1.js', '/assets/react-2.js']),
    );
    expect(start).not.toHaveBeenCalled();
    vi.useRealTimers();
    reachFor();
    await answers();
  });

  it('fetches nothing ahead once the app has started, or when the visitor saves data', async () => {
    vi.useFakeTimers();
    nameAppChunks();
    const first = controlledStart();
    startOnIntent(prerenderedRoot(), first.start);
    reachFor();
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2);
    expect(prefetched()).toEqual([]);

    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const second = controlledStart();
    startOnIntent(prerenderedRoot(), second.start);
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2);
    expect(prefetched()).toEqual([]);
    vi.useRealTimers();
    await first.answers();
    reachFor();
    await second.answers();
  });

  it('starts by itself, once the page has settled, a page whose content waits for the app', async () => {
    vi.useFakeTimers();
    nameAppChunks();
    const { start, answers } = controlledStart();
    startOnIntent(
      prerenderedRoot(
        '<main><div role="status"><span class="mantine-Loader-root"></span></div></main>',
      ),
      start,
    );

    vi.advanceTimersByTime(SETTLE_DELAY_MS - 100);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    // It starts instead of fetching ahead, and a later touch does not start it again.
    expect(prefetched()).toEqual([]);
    reachFor();
    expect(start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await answers();
  });

  it('leaves the prerendered page as it is when the app cannot start', async () => {
    const root = prerenderedRoot('<form><input></form>');
    const input = root.querySelector('input')!;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startOnIntent(root, () => Promise.reject(new Error('chunk failed')));
    reachFor();
    input.value = 'typed';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(input.value).toBe('typed');
    expect(error).toHaveBeenCalledWith('The page could not start', expect.any(Error));
    error.mockRestore();
  });
});

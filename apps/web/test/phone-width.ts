import { onTestFinished } from 'vitest';

/**
 * Makes the screen a phone's for the rest of the test (lib/use-phone-width.ts): media queries of
 * a greatest width below 36em match, others do not. The screen of test/setup.ts returns when the
 * test ends.
 */
export function onPhoneWidth() {
  const before = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
  const wide = window.matchMedia.bind(window);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ ...wide(query), matches: /max-width:\s*35\.99em/.test(query) }),
  });
  onTestFinished(() => {
    Object.defineProperty(window, 'matchMedia', before);
  });
}

/** happy-dom's window, whose size the media queries of Mantine's hiddenFrom and visibleFrom read. */
const testWindow = window as unknown as {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
};

/**
 * Makes the window a phone's size (390 by 844) for the rest of the test, for what Mantine hides
 * or shows by a stylesheet's media query (hiddenFrom, visibleFrom); its size returns when the
 * test ends.
 */
export function onPhoneViewport() {
  const { innerWidth: width, innerHeight: height } = window;
  testWindow.happyDOM.setViewport({ width: 390, height: 844 });
  onTestFinished(() => testWindow.happyDOM.setViewport({ width, height }));
}

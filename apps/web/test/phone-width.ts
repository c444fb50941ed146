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

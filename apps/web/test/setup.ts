// Component tests (vitest project web-components, happy-dom): what the browser has and the
// test DOM lacks, and a clean page after each test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { currentLanguage, loadFeatureMessages } from '@/lib/i18n';
import { applyLanguage } from '@/lib/language';
// The app's texts, registered as the app does when it starts, and the catalogue's messages that
// come with a feature's first page: a test renders a component without its page around it.
import '@/app/texts';

await loadFeatureMessages();

// findBy and waitFor wait 1 s by default: enough alone, not always with two vitest workers and
// coverage on two cores (a render after a held answer once took longer in a full run). A wait
// still ends the moment its condition holds; only a failing one takes longer to say so.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads the colour-scheme and reduced-motion preferences.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Mantine's comboboxes and textareas measure themselves.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver;
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {} });
}

// The files of a worker share their modules and their page (vitest.config.ts, isolate: false),
// so what a test changes that outlasts it is put back here, even when the test failed midway.
afterEach(async () => {
  cleanup();
  // Toasts live in Mantine's store, which outlasts a test's page. A dialog closed by the cleanup
  // hands its toasts to that store once the store's module answers (lib/open-dialogs.ts).
  await new Promise((resolve) => setTimeout(resolve, 0));
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // What a test wrote into the page itself rather than rendered (cleanup removes only renders):
  // left there, the next file of the worker found it as part of its own page.
  document.body.replaceChildren();
  if (currentLanguage() !== 'en') await applyLanguage('en');
});

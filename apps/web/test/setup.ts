// Component tests (vitest project web-components, happy-dom): what the browser has and the
// test DOM lacks, and a clean page after each test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app's texts, registered as the app does when it starts.
import '@/app/texts';

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

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's store, which outlasts a test's page.
  notifications.clean();
  vi.unstubAllGlobals();
});

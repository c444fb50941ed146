import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './pages';

/** A text key left in place of its text, e.g. `ui.subscriptions.plansIntro` or `login.invalid`. */
const RAW_KEY = /(^|\s)[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+(\s|$)/;

describe('PRERENDERED_PAGES', () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.path, page] as const))(
    '%s has a real title and description, not text keys',
    (_path, page) => {
      for (const text of [page.title, page.description]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(RAW_KEY);
      }
    },
  );
});

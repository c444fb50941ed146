import { useEffect } from 'react';

/**
 * Marks the document `data-interactive` once the page's content is hydrated (a prerendered page)
 * or rendered (any other), so its buttons answer. The end-to-end tests wait for it after loading
 * a page; a prerendered page is on screen, but inert, before that.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

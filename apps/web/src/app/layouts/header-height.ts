/**
 * A callback ref for the sticky site header: keeps its height in the page's
 * `--site-header-height` (what fields scrolled into view stay clear of) and, with the language
 * bar above it, in `--site-top-height` (where toasts start, so they cover neither at the top of
 * the page). The header is one row on the public site, two in the logged-in area, and wraps on
 * phones, so no fixed figure fits every page.
 */
export function measureHeaderHeight(header: HTMLElement | null) {
  if (!header || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const languageBar = document.querySelector<HTMLElement>('.language-bar');
  const observer = new ResizeObserver(() => {
    root.style.setProperty('--site-header-height', `${header.offsetHeight}px`);
    const top = header.offsetHeight + (languageBar?.offsetHeight ?? 0);
    root.style.setProperty('--site-top-height', `${top}px`);
  });
  observer.observe(header);
  if (languageBar) observer.observe(languageBar);
  return () => observer.disconnect();
}

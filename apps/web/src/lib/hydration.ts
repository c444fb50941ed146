import { DEFAULT_LANGUAGE } from '@portal/shared';
import { startingLanguage } from './starting-language';

/**
 * A prerendered page is hydrated in parts: the header, the page and the footer are separate
 * Suspense boundaries (root-layout.tsx), so React hydrates them as separate tasks. Until every
 * part is hydrated, a change that renders them all again (another language) would hydrate the
 * rest with texts that differ from their HTML, and React would throw that HTML away (error #418).
 * Such changes wait for `whenHydrated()`.
 */
export type HydratedPart = 'header' | 'page' | 'footer';

/**
 * Whether the app hydrates the HTML in its container rather than rendering over it: the page was
 * prerendered, and in English, the language of that HTML (in another it renders afresh).
 */
export function hydratesPrerenderedHtml(container: HTMLElement): boolean {
  return container.hasChildNodes() && startingLanguage() === DEFAULT_LANGUAGE;
}

const PARTS: readonly HydratedPart[] = ['header', 'page', 'footer'];
const hydrated = new Set<HydratedPart>();
let allHydrated: Promise<void> = Promise.resolve();
let finish: (() => void) | null = null;

/** Called by the start-up before it hydrates a prerendered page. */
export function startHydration(): void {
  hydrated.clear();
  allHydrated = new Promise((resolve) => {
    finish = resolve;
  });
}

/**
 * One part is on screen and answers (hydrated, or rendered when nothing was prerendered). When
 * all are, the document is marked `data-interactive`, which the end-to-end tests wait for.
 */
export function partHydrated(part: HydratedPart): void {
  hydrated.add(part);
  if (!PARTS.every((each) => hydrated.has(each))) return;
  document.documentElement.dataset.interactive = 'true';
  finish?.();
  finish = null;
}

/** Settles once every part is hydrated; at once when no prerendered page is being hydrated. */
export function whenHydrated(): Promise<void> {
  return allHydrated;
}

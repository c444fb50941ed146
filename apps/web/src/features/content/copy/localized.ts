import type * as englishExtras from './programme-extras';
import { localizedContent } from '@/lib/localized-content';

/** The home page's copy in each language; the one in use downloads with the page. */
export const homeCopy = localizedContent({
  en: async () => (await import('./home')).home,
  hi: async () => (await import('./hi/home')).home,
  gu: async () => (await import('./gu/home')).home,
});

const extrasOf = ({ programmeExtras, preScreeningFilters }: typeof englishExtras) => ({
  programmeExtras,
  preScreeningFilters,
});

/** The programme pages' own sections and the pre-screening filters' words, in each language. */
export const programmeExtrasCopy = localizedContent({
  en: async () => extrasOf(await import('./programme-extras')),
  hi: async () => extrasOf(await import('./hi/programme-extras')),
  gu: async () => extrasOf(await import('./gu/programme-extras')),
});

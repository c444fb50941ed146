import type { Language } from '@portal/shared';
import { downloadOnce } from './download-once';

/*
 * The fonts of the Indian scripts, self-hosted (the Noto faces of @fontsource, bundled by the
 * build, never fetched from elsewhere). A language's faces are declared only once it is in
 * use, and a face downloads only when a page draws text of its weight in that script.
 */
const scriptFonts: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-500.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-600.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
};

/** Declares the language's script faces (once); English needs none. */
export const declareScriptFonts = downloadOnce(
  (language: Language): Promise<unknown> => scriptFonts[language]?.() ?? Promise.resolve(),
);

import type { Language } from '@portal/shared';

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

const declared = new Map<Language, Promise<unknown>>();

/** Declares the language's script faces (once); English needs none. */
export function declareScriptFonts(language: Language): Promise<unknown> {
  const load = scriptFonts[language];
  if (!load) return Promise.resolve();
  let declaring = declared.get(language);
  if (!declaring) {
    declaring = load().catch((error: unknown) => {
      // The system's fonts stand in; a later switch tries again.
      declared.delete(language);
      throw error;
    });
    declared.set(language, declaring);
  }
  return declaring;
}

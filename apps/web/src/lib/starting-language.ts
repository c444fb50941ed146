import { DEFAULT_LANGUAGE, isLanguage, languageOr, type Language } from '@portal/shared';

/*
 * Which language a page starts in, before the session is known: the choice kept in this browser,
 * else the browser's own preference, else English. Kept apart from language.ts (which loads the
 * texts) so the start-up can ask it before any of the app's code is fetched.
 */
const STORAGE_KEY = 'portal.language';

/** The language chosen in this browser before, if any (storage may be blocked). */
export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return languageOr(stored, null);
  } catch {
    return null;
  }
}

/** Keeps a person's choice in this browser. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
}

/** The first of the browser's preferred languages that the portal speaks. */
function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? []) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return null;
}

/** The language a page starts in, before the session is known. */
export function startingLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

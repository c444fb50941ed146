/**
 * The languages of the product. English is the source every translation is made from; Hindi and
 * Gujarati are what most patients and health workers in Gujarat and North India read first.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', htmlLang: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', htmlLang: 'hi-IN' },
  { code: 'gu', name: 'ગુજરાતી', htmlLang: 'gu-IN' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The codes, for schemas and checks. */
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  Language,
  ...Language[],
];

/** The BCP 47 tag of a language as used in India: `<html lang>` and Intl's locale. */
export function localeOf(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.htmlLang ?? language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}

/** A stored or typed value as a language, or the fallback when it is none of the portal's. */
export function languageOr<F>(value: unknown, fallback: F): Language | F {
  return isLanguage(value) ? value : fallback;
}

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The portal language an Accept-Language header asks for first ('hi', 'gu-IN,en;q=0.8'), in
 * the order the header gives (quality values are not weighed: browsers and the web app list
 * languages best first); English when it names none of the portal's.
 */
export function languageOfHeader(header: string | undefined): Language {
  for (const range of (header ?? '').split(',')) {
    const code = range.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A translation of an English text table: every key of the English table, each with a text.
 * A missing or extra key fails the typecheck; placeholders are compared by a test.
 */
export type Translation<T> = { readonly [K in keyof T]: string };

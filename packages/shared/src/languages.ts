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

export const DEFAULT_LANGUAGE: Language = 'en';

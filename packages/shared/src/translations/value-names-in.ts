import type { Language, Translation } from '../languages';
import { valueNames } from '../value-names';
import valueNamesGu from './value-names.gu';
import valueNamesHi from './value-names.hi';

/**
 * The listed values' names in every language, for the server (the registry's CSV). The web app
 * downloads one language's table at a time instead (apps/web/src/lib/i18n.ts).
 */
const tables: Record<Language, Translation<typeof valueNames>> = {
  en: valueNames,
  hi: valueNamesHi,
  gu: valueNamesGu,
};

/** A listed value's name in a language, by its English name; one the table lacks, as it is. */
export function valueNameIn(language: Language, name: string): string {
  return (tables[language] as Record<string, string>)[`value.${name}`] ?? name;
}

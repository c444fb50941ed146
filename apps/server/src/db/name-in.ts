import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/shared';

/** A table with names in each language (master_items, countries, states, districts) or an alias. */
interface NamedItem {
  name: AnyPgColumn;
  nameHi: AnyPgColumn;
  nameGu: AnyPgColumn;
}

/**
 * A master list entry's or a place's name as a reader of the language sees it: the name in that
 * language, the English name where it has none (the SQL twin of masterNameIn in @portal/shared).
 */
export function nameIn(item: NamedItem, language: Language): SQL<string> {
  const translated = language === 'hi' ? item.nameHi : language === 'gu' ? item.nameGu : null;
  return translated ? sql`coalesce(${translated}, ${item.name})` : sql`${item.name}`;
}

/** nameIn for an item reached by a left join, which may be missing. */
export const optionalNameIn = (item: NamedItem, language: Language) =>
  sql<string | null>`${nameIn(item, language)}`;

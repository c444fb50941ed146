import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { masterNamesGu } from './master-names/gu';
import { masterNamesHi } from './master-names/hi';

/** Each language's column and the translations of the starting values, by English name. */
const TRANSLATIONS = [
  { column: 'name_hi', names: masterNamesHi },
  { column: 'name_gu', names: masterNamesGu },
] as const;

/**
 * Gives master list entries their Hindi and Gujarati names where they have none: an entry named
 * as one of the starting values gets that value's translation. Runs at every start (one
 * statement per language, over a few hundred rows), so a database seeded before the names
 * existed gets them too; an entry the super admin renamed or translated is left as it is.
 */
export async function seedMasterTranslations(db: Database): Promise<void> {
  for (const { column, names } of TRANSLATIONS) {
    const rows = Object.entries(names).map(
      ([english, translated]) => sql`(${english}, ${translated})`,
    );
    await db.execute(sql`
      update master_items set ${sql.raw(column)} = given.translated
      from (values ${sql.join(rows, sql`, `)}) as given (english, translated)
      where master_items.name = given.english and master_items.${sql.raw(column)} is null`);
  }
}

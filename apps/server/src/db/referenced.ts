import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Whether any row of `table` names `id` in `column` (a reference kept by a foreign key, asked
 * before the row it names is deleted). One index probe where the column is indexed.
 */
export async function isReferenced(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return row !== undefined;
}

import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every master list in one table: its kind, name (in each language) and, for sub sites, the site
 * it belongs to.
 */
export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    // The name in Hindi and in Gujarati; null shows the English name in that language.
    nameHi: varchar('name_hi', { length: 100 }),
    nameGu: varchar('name_gu', { length: 100 }),
    parentId: integer('parent_id').references((): AnyPgColumn => masterItems.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When the super admin retired it: no longer offered in the forms (migration 0044). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Counts the entry's changes: an edit saves only over the revision it read (migration 0045). */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique within a kind (and within the parent for sub sites), whatever the case.
    uniqueIndex('master_items_name_unique').on(
      t.kind,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('master_items_kind_idx').on(t.kind, t.sortOrder, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterItems } from './masters';

/**
 * The scales of a functional-outcome questionnaire (an outcome_category master item): a named
 * group of its questions scored 0-100 as the EORTC QLQ-C30 scales are (outcome-scoring.ts in
 * @portal/shared). Functional: a higher score is better; symptom: a higher score is worse.
 */
export const outcomeScales = pgTable(
  'outcome_scales',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => masterItems.id),
    name: varchar('name', { length: 100 }).notNull(),
    // The name in Hindi and in Gujarati; null shows the English name in that language.
    nameHi: varchar('name_hi', { length: 100 }),
    nameGu: varchar('name_gu', { length: 100 }),
    direction: varchar('direction', { length: 10 }).notNull(),
    /** The change in points that is clinically meaningful (10 for QLQ-C30, Osoba et al. 1998). */
    meaningfulChange: smallint('meaningful_change').notNull().default(10),
    /** Its place among the questionnaire's scales. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outcome_scales_direction_check', sql`${t.direction} in ('functional', 'symptom')`),
    check(
      'outcome_scales_meaningful_change_check',
      sql`${t.meaningfulChange} > 0 and ${t.meaningfulChange} <= 100`,
    ),
    // A questionnaire's scales have different names, whatever the case.
    uniqueIndex('outcome_scales_name_unique').on(t.categoryId, sql`lower(${t.name})`),
    index('outcome_scales_category_idx').on(t.categoryId, t.position, t.id),
  ],
);

/** The items of a scale: questions (outcome_question master items) of its questionnaire. */
export const outcomeScaleItems = pgTable(
  'outcome_scale_items',
  {
    scaleId: integer('scale_id')
      .notNull()
      .references(() => outcomeScales.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => masterItems.id),
  },
  (t) => [uniqueIndex('outcome_scale_items_unique').on(t.scaleId, t.questionId)],
);

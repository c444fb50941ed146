import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { hospitals } from './accounts';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 25 }).notNull().unique(),
    /** 1 OPD, 2 IPD, 3 Both. */
    subscriptionType: smallint('subscription_type').notNull(),
    patientCount: integer('patient_count').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Price in integer paise. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plans_type_check', sql`${t.subscriptionType} in (1, 2, 3)`),
    check(
      'subscription_plans_positive_check',
      sql`${t.patientCount} > 0 and ${t.durationDays} > 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const hospitalSubscriptions = pgTable(
  'hospital_subscriptions',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** Patients the plan allowed when bought. */
    patientCount: integer('patient_count').notNull(),
    /** Patients still to be registered under it. */
    remainingCount: integer('remaining_count').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
    deactivatesAt: timestamp('deactivates_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hospital_subscriptions_hospital_idx').on(t.hospitalId, t.deactivatesAt),
    check('hospital_subscriptions_remaining_check', sql`${t.remainingCount} >= 0`),
  ],
);

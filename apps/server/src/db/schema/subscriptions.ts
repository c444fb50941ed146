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
  bigserial,
  jsonb,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { hospitals, users } from './accounts';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 25 }).notNull(),
    /** 1 OPD, 2 IPD, 3 Both. */
    subscriptionType: smallint('subscription_type').notNull(),
    patientCount: integer('patient_count').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Price in integer paise. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Counts the plan's changes: an edit saves only over the revision it read (migration 0045). */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Gold' and 'gold' would be two plans a hospital cannot tell apart.
    uniqueIndex('subscription_plans_name_lower_unique').on(sql`lower(${t.name})`),
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
    /** The paid order that activated it; unique, so one order can never activate twice. */
    paymentOrderId: bigint('payment_order_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => paymentOrders.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
    deactivatesAt: timestamp('deactivates_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hospital_subscriptions_hospital_idx').on(t.hospitalId, t.deactivatesAt),
    // Whether a hospital holds a plan (the plans list, and before a plan is deleted or switched):
    // migration 0042.
    index('hospital_subscriptions_plan_idx').on(t.planId),
    check('hospital_subscriptions_remaining_check', sql`${t.remainingCount} >= 0`),
  ],
);

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 10 }).notNull(),
    /** Null: valid for every plan. */
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    discountBase: varchar('discount_base', { length: 12 }).notNull(),
    /** Paise for a flat discount; hundredths of a percent for a percentage. */
    discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
    /** At most this many successful payments may use the code; 0 means no limit. */
    numberOfUsers: integer('number_of_users').notNull().default(0),
    /** Successful payments that used the code. */
    redemptions: integer('redemptions').notNull().default(0),
    /**
     * Payments started with the code and not yet settled, each holding one use: a payment may
     * start only while redemptions + held stays within the cap (modules/coupons/repository.ts).
     */
    heldByPayments: integer('held_by_payments').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_name_unique').on(sql`upper(${t.name})`),
    check('coupon_codes_base_check', sql`${t.discountBase} in ('flat', 'percentage')`),
    check(
      'coupon_codes_value_check',
      sql`${t.discountValue} > 0 and (${t.discountBase} = 'flat' or ${t.discountValue} <= 10000)`,
    ),
    check(
      'coupon_codes_counts_check',
      sql`${t.numberOfUsers} >= 0 and ${t.redemptions} >= 0 and ${t.heldByPayments} >= 0`,
    ),
  ],
);

/** Patient discount codes, checked at self-registration and applied to programme payments. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(sql`upper(${t.code})`),
    check('discount_codes_percent_check', sql`${t.discountPercent} between 1 and 100`),
  ],
);

/** Every payment, stored before the browser goes to the gateway. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: varchar('order_id', { length: 40 }).notNull().unique(),
    purpose: varchar('purpose', { length: 12 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hospitalId: integer('hospital_id').references(() => hospitals.id),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    /**
     * The plan as it was bought: its name, patients and days, kept with the order so a later edit
     * of the plan changes neither what the payment gives nor its receipt. Null for programme
     * payments, and for plan orders from before migration 0040 (read from the plan then).
     */
    planName: varchar('plan_name', { length: 100 }),
    planPatientCount: integer('plan_patient_count'),
    planDurationDays: integer('plan_duration_days'),
    /** For programme payments: the register type of the programme. */
    programme: varchar('programme', { length: 40 }),
    couponId: integer('coupon_id').references(() => couponCodes.id),
    /** The order holds one use of its coupon until it settles (false for orders from before). */
    couponHeld: boolean('coupon_held').notNull().default(false),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    listPricePaise: bigint('list_price_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    gatewayTxnId: varchar('gateway_txn_id', { length: 64 }),
    gatewayTxnDate: timestamp('gateway_txn_date', { withTimezone: true }),
    gatewayMessage: varchar('gateway_message', { length: 300 }),
    gatewayResponse: jsonb('gateway_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_orders_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('payment_orders_purpose_check', sql`${t.purpose} in ('plan', 'programme')`),
    check('payment_orders_amount_check', sql`${t.amountPaise} >= 0 and ${t.discountPaise} >= 0`),
    index('payment_orders_pending_idx').on(t.status, t.createdAt),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    // A hospital's payments, newest first, on the super admin's page of the hospital: migration 0046.
    index('payment_orders_hospital_idx')
      .on(t.hospitalId, t.createdAt)
      .where(sql`${t.hospitalId} is not null`),
    // The super admin's payments of some days, and their export: migration 0047.
    index('payment_orders_created_idx').on(t.createdAt),
    // Whether a plan or code was used in payments (it cannot be deleted then), and the keys' own
    // checks when one is deleted.
    index('payment_orders_plan_idx')
      .on(t.planId)
      .where(sql`${t.planId} is not null`),
    index('payment_orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('payment_orders_discount_code_idx')
      .on(t.discountCodeId)
      .where(sql`${t.discountCodeId} is not null`),
  ],
);

/** The built-in sandbox gateway's own record of what the payer chose on its hosted page. */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderId: varchar('order_id', { length: 40 }).primaryKey(),
  amount: varchar('amount', { length: 20 }).notNull(),
  callbackUrl: varchar('callback_url', { length: 300 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('initiated'),
  transactionId: varchar('transaction_id', { length: 40 }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

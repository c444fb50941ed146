import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { countries, districts, states } from './locations';

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    email: varchar('email', { length: 256 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Chosen from the lists where the country has them (India); else null and the name typed. */
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    stateName: varchar('state_name', { length: 100 }),
    districtName: varchar('district_name', { length: 100 }),
    city: varchar('city', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 120 }).notNull(),
    description: varchar('description', { length: 512 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id),
  },
  (t) => [
    check(
      'contact_enquiries_place_check',
      sql`(${t.stateId} is null) = (${t.stateName} is not null) and (${t.districtId} is null) = (${t.districtName} is not null)`,
    ),
    index('contact_enquiries_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

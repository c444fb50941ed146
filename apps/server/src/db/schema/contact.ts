import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    city: varchar('city', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 120 }).notNull(),
    description: varchar('description', { length: 512 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

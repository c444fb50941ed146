import { integer, pgTable, serial, text, varchar, index } from 'drizzle-orm/pg-core';

// Every place has its name in Hindi and in Gujarati too (reference-data/*.json).
const localNames = () => ({
  nameHi: varchar('name_hi', { length: 100 }),
  nameGu: varchar('name_gu', { length: 100 }),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  ...localNames(),
  phoneCode: varchar('phone_code', { length: 10 }).notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 100 }).notNull(),
    ...localNames(),
  },
  (t) => [index('states_country_idx').on(t.countryId, t.name)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 100 }).notNull(),
    ...localNames(),
  },
  (t) => [index('districts_state_idx').on(t.stateId, t.name)],
);

/** Small lookup lists of the registration forms: id and name, in Hindi and Gujarati too. */
const lookup = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    ...localNames(),
  });

export const specialities = lookup('specialities');
export const designations = lookup('designations');
export const hospitalServices = lookup('hospital_services');

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MemberRole, MemberStatus } from '@portal/shared';
import {
  countries,
  designations,
  districts,
  hospitalServices,
  specialities,
  states,
} from './locations';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The login: a 10-digit mobile number, unique across every kind of user. */
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 256 }),
    userType: varchar('user_type', { length: 20 }).notNull(),
    isLoginActive: boolean('is_login_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The language chosen in the header (en, hi, gu); null until the person chooses one. */
    language: varchar('language', { length: 2 }),
  },
  (t) => [
    check(
      'users_user_type_check',
      sql`${t.userType} in ('super_admin', 'doctor', 'patient', 'guest')`,
    ),
    check('users_language_check', sql`${t.language} in ('en', 'hi', 'gu')`),
  ],
);

export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 256 }).notNull(),
    registrationNo: varchar('registration_no', { length: 50 }),
    chiefAdminName: varchar('chief_admin_name', { length: 100 }).notNull(),
    hospitalType: varchar('hospital_type', { length: 20 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Chosen from the lists where the country has them (India); else null and the name typed. */
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    stateName: varchar('state_name', { length: 100 }),
    districtName: varchar('district_name', { length: 100 }),
    city: varchar('city', { length: 50 }),
    addressLine1: varchar('address_line1', { length: 300 }),
    /** India's pincode, another country's postal code, or '' where it has none. */
    pincode: varchar('pincode', { length: 10 }).notNull(),
    email: varchar('email', { length: 50 }),
    alternativeEmail: varchar('alternative_email', { length: 50 }),
    mobileCountryCode: varchar('mobile_country_code', { length: 5 }).notNull().default('+91'),
    mobileNumber: varchar('mobile_number', { length: 10 }),
    landlineCode: varchar('landline_code', { length: 5 }),
    landlineNumber: varchar('landline_number', { length: 10 }),
    alternativeLandline: varchar('alternative_landline', { length: 10 }),
    /** When, on the day before, its patients get the SMS reminder of an appointment (HH:MM, India). */
    reminderTime: varchar('reminder_time', { length: 5 }).notNull().default('18:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'hospitals_place_check',
      sql`(${t.stateId} is null) = (${t.stateName} is not null) and (${t.districtId} is null) = (${t.districtName} is not null)`,
    ),
    check('hospitals_type_check', sql`${t.hospitalType} in ('Cancer', 'Multispeciality', 'Other')`),
    index('hospitals_location_idx').on(t.countryId, t.stateId, t.districtId),
    // The directory lists a district's hospitals by name, a page at a time.
    index('hospitals_district_name_idx').on(t.districtId, t.name, t.id),
    index('hospitals_state_name_idx').on(t.stateId, t.name, t.id),
    index('hospitals_name_idx').on(t.name, t.id),
  ],
);

export const hospitalServiceLinks = pgTable(
  'hospital_service_links',
  {
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => hospitalServices.id),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.serviceId] }),
    // Hospitals by service (the investigation clinics list): the key above serves the other way.
    index('hospital_service_links_service_idx').on(t.serviceId, t.hospitalId),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /**
     * The hospital the doctor works in now, of those they are an active member of (they choose it
     * in the header; it is remembered across logins). The session checks the membership on every
     * request, so a doctor removed from a hospital cannot act in it even if this still names it.
     */
    currentHospitalId: integer('current_hospital_id').references(() => hospitals.id),
    name: varchar('name', { length: 100 }).notNull(),
    registrationNo: varchar('registration_no', { length: 50 }).notNull(),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id),
    cancerSubSpeciality: varchar('cancer_sub_speciality', { length: 256 }),
    genderId: smallint('gender_id').notNull(),
    designationId: integer('designation_id')
      .notNull()
      .references(() => designations.id),
    dateOfBirth: date('date_of_birth'),
    email: varchar('email', { length: 50 }).notNull(),
    alternativeMobile: varchar('alternative_mobile', { length: 12 }),
    alternativeEmail: varchar('alternative_email', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctors_speciality_idx').on(t.specialityId),
    // Whether a registration number is registered already, written any way (migration 0043;
    // the expression is accounts/repository.ts's `comparable`).
    index('doctors_registration_no_idx').on(
      sql`regexp_replace(lower(${t.registrationNo}), '[[:space:][:punct:]]+', '', 'g')`,
    ),
    check('doctors_gender_check', sql`${t.genderId} in (1, 2)`),
  ],
);

/**
 * A doctor's place in a hospital. An admin's invitation ('invited') or the doctor's request
 * ('requested') becomes 'active' when the other side accepts; 'declined' and 'removed' keep the
 * history. A hospital has exactly one active chief admin: the partial unique index allows no
 * second one, and the handover changes both rows in one transaction.
 */
export const hospitalMembers = pgTable(
  'hospital_members',
  {
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    role: varchar('role', { length: 20 }).$type<MemberRole>().notNull().default('doctor'),
    status: varchar('status', { length: 20 }).$type<MemberStatus>().notNull(),
    /** Who sent the invitation, asked to join, or last changed the membership. */
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the doctor became an active member ("since"). */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** When an invitation or request was declined, or the doctor removed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.doctorId] }),
    index('hospital_members_doctor_idx').on(t.doctorId, t.status),
    uniqueIndex('hospital_members_one_chief_admin_idx')
      .on(t.hospitalId)
      .where(sql`${t.role} = 'chief_admin' and ${t.status} = 'active'`),
    check('hospital_members_role_check', sql`${t.role} in ('chief_admin', 'doctor')`),
    check(
      'hospital_members_status_check',
      sql`${t.status} in ('invited', 'requested', 'active', 'declined', 'removed')`,
    ),
    check(
      'hospital_members_chief_is_active_check',
      sql`${t.role} <> 'chief_admin' or ${t.status} = 'active'`,
    ),
  ],
);

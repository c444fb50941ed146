import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { doctors, hospitals, users } from './accounts';
import { countries, districts, states } from './locations';
import { masterItems } from './masters';
import { discountCodes } from './subscriptions';

/** A person registered as a patient (or a "normal person" guest), once, whatever hospitals see them. */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    /** Their own login, when they have one (self-registration, or a password given at registration). */
    userId: integer('user_id')
      .unique()
      .references(() => users.id),
    firstName: varchar('first_name', { length: 20 }).notNull(),
    middleName: varchar('middle_name', { length: 20 }),
    lastName: varchar('last_name', { length: 30 }).notNull(),
    genderId: smallint('gender_id').notNull(),
    dateOfBirth: date('date_of_birth'),
    age: smallint('age').notNull(),
    email: varchar('email', { length: 50 }),
    countryCode: varchar('country_code', { length: 5 }).notNull().default('+91'),
    /** Unique: two registrations of one number cannot both win. */
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull().unique(),
    alternativeMobileOne: varchar('alternative_mobile_one', { length: 10 }),
    alternativeMobileTwo: varchar('alternative_mobile_two', { length: 10 }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Chosen from the lists where the country has them (India); else null and the name typed. */
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    stateName: varchar('state_name', { length: 100 }),
    districtName: varchar('district_name', { length: 100 }),
    city: varchar('city', { length: 30 }).notNull(),
    /** India's pincode, another country's postal code, or '' where it has none. */
    pincode: varchar('pincode', { length: 10 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    /** Aadhaar: the last four digits and a keyed HMAC for duplicates; never the whole number. */
    aadhaarLast4: char('aadhaar_last4', { length: 4 }),
    aadhaarHmac: char('aadhaar_hmac', { length: 64 }).unique(),
    patientType: varchar('patient_type', { length: 10 }).notNull().default('patient'),
    /**
     * Alive (1) or dead (2): a fact about the person that every hospital sees, recorded with who
     * and when. Lost follow-up belongs to one hospital's binding (patient_hospitals).
     */
    status: smallint('status').notNull().default(1),
    /** Whether the patient gets an SMS the day before an appointment (they may say no). */
    smsReminders: boolean('sms_reminders').notNull().default(true),
    deathRecordedAt: timestamp('death_recorded_at', { withTimezone: true }),
    deathRecordedBy: integer('death_recorded_by').references(() => users.id),
    registerType: varchar('register_type', { length: 40 }).notNull(),
    stageId: integer('stage_id').references(() => masterItems.id),
    siteId: integer('site_id').references(() => masterItems.id),
    /** Typed by a self-registering patient whose cancer subsite is Other. */
    otherCancerSubsite: varchar('other_cancer_subsite', { length: 100 }),
    subSiteId: integer('sub_site_id').references(() => masterItems.id),
    lookingForId: integer('looking_for_id').references(() => masterItems.id),
    treatmentHistoryIds: integer('treatment_history_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** For self-registration: the programme's price, the discount and what is payable, in paise. */
    listPricePaise: bigint('list_price_paise', { mode: 'number' }).notNull().default(0),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    payablePaise: bigint('payable_paise', { mode: 'number' }).notNull().default(0),
    /** For a programme sold by the month: the months the registration pays for. */
    programmeMonths: smallint('programme_months'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'patients_place_check',
      sql`(${t.stateId} is null) = (${t.stateName} is not null) and (${t.districtId} is null) = (${t.districtName} is not null)`,
    ),
    check('patients_vital_status_check', sql`${t.status} in (1, 2)`),
    check('patients_gender_check', sql`${t.genderId} in (1, 2)`),
    check('patients_type_check', sql`${t.patientType} in ('patient', 'guest')`),
    index('patients_email_idx').on(sql`lower(${t.email})`),
    // Whether a discount code was used (it cannot be deleted then), and the key's own check.
    index('patients_discount_code_idx')
      .on(t.discountCodeId)
      .where(sql`${t.discountCodeId} is not null`),
  ],
);

/** Which hospitals hold a patient; a hospital's list is read through this table. */
export const patientHospitals = pgTable(
  'patient_hospitals',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    registeredByDoctorId: integer('registered_by_doctor_id').references(() => doctors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The patient's names and mobile numbers as the list searches them, copied here by triggers
     * (migration 0009) so a search reads only the hospital's slice of the list index, never the
     * patients. Fields start with a unit separator (U+001F): each name term of
     * patient_search_terms (migrations 0032 and 0041) in lower case, then `<US>M` and each mobile
     * number as `<US>number`.
     */
    searchText: varchar('search_text', { length: 700 }).notNull().default(''),
    /** This hospital has lost the patient to follow-up (the list shows status 3). */
    followUpLost: boolean('follow_up_lost').notNull().default(false),
    /**
     * The binding's place in the hospital's list: 1 for the first patient the hospital took,
     * then one more for each, given by a trigger from hospital_patient_counts (migration 0012).
     * Newest first is `list_position desc`; page N is a range of positions, so a deep page costs
     * what the first does.
     */
    listPosition: bigint('list_position', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.hospitalId] }),
    // The patient list: one hospital's patients by position, a page at a time; the search text
    // and status ride along so a page and a dense search read the index alone.
    // (Created by hand in 0012 with INCLUDE (patient_id, search_text, follow_up_lost).)
    index('patient_hospitals_position_idx').on(t.hospitalId, t.listPosition.desc()),
  ],
);

/**
 * Each hospital's patient count and the last list position it gave, kept by triggers in the
 * same transaction as the binding (migration 0012): the list never counts the hospital.
 */
export const hospitalPatientCounts = pgTable('hospital_patient_counts', {
  hospitalId: integer('hospital_id')
    .primaryKey()
    .references(() => hospitals.id),
  patients: integer('patients').notNull(),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

/**
 * What a search matches, one row per binding and term: kind n for the names, lower case, a name
 * search being a prefix of any of them (migration 0032: the name as the list shows it, "first
 * last" and "middle last" when there is a middle name, and "last first middle"), w for the
 * words that begin inside a name field (migration 0041: the name as shown from that word on), m
 * for each mobile number. Kept by triggers (migration 0012). A sparse search reads its matches from the
 * index alone, however large the hospital.
 */
export const patientSearchTerms = pgTable(
  'patient_search_terms',
  {
    hospitalId: integer('hospital_id').notNull(),
    patientId: integer('patient_id').notNull(),
    kind: char('kind', { length: 1 }).notNull(),
    term: varchar('term', { length: 80 }).notNull(),
    listPosition: bigint('list_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'patient_search_terms_binding_fk',
      columns: [t.patientId, t.hospitalId],
      foreignColumns: [patientHospitals.patientId, patientHospitals.hospitalId],
    }).onDelete('cascade'),
    // (Created by hand in 0012 with the term in the "C" collation and INCLUDE (patient_id).)
    index('patient_search_terms_lookup_idx').on(
      t.hospitalId,
      t.kind,
      t.term,
      t.listPosition.desc(),
    ),
    // Rewriting a patient's terms, and the cascade from a removed binding.
    index('patient_search_terms_binding_idx').on(t.patientId, t.hospitalId),
  ],
);

/** The consultant doctors of a patient in a hospital. */
export const patientConsultants = pgTable(
  'patient_consultants',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.hospitalId, t.doctorId] })],
);

/** Clinics (hospitals) a self-registered person chose. */
export const patientClinicChoices = pgTable(
  'patient_clinic_choices',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.hospitalId] })],
);

/** Every change of a patient's status: alive, dead, lost follow-up. */
export const patientStatusChanges = pgTable(
  'patient_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patient_status_changes_patient_idx').on(t.patientId, t.changedAt)],
);

/**
 * How many name terms (kind n) of patient_search_terms each hospital holds, per term: a name
 * search adds up the counts of its prefix's range (a few rows) to know whether it has more
 * matches than the list counts, instead of reading them. Kept by a trigger (migration 0013).
 */
export const patientTermCounts = pgTable(
  'patient_term_counts',
  {
    hospitalId: integer('hospital_id').notNull(),
    term: varchar('term', { length: 80 }).notNull(),
    termRows: integer('term_rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hospitalId, t.term] })],
);

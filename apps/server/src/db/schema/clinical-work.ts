import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { doctors, hospitals, users } from './accounts';
import { masterItems } from './masters';
import { patients } from './patients';

/**
 * Appointments (the spec's to-do items): 1 pending, 2 complete, 0 deleted (kept for the record).
 * Heading and activity are master items of the audience 'patient'.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    headingId: integer('heading_id')
      .notNull()
      .references(() => masterItems.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => masterItems.id),
    /** The calendar day of the appointment (Asia/Kolkata). */
    doDate: date('do_date', { mode: 'string' }).notNull(),
    comment: varchar('comment', { length: 100 }),
    status: smallint('status').notNull().default(1),
    /** The outbox row of the SMS reminder the day before, once it is queued (never twice). */
    reminderOutboxId: bigint('reminder_outbox_id', { mode: 'number' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointments_status_check', sql`${t.status} in (0, 1, 2)`),
    // A patient's appointments in one hospital (the dialog and the dashboards).
    index('appointments_patient_idx').on(t.hospitalId, t.patientId, t.doDate),
    // A doctor's to-do page: by status, then date.
    index('appointments_doctor_idx').on(t.doctorId, t.status, t.doDate),
    // Pending appointments not yet reminded, by day: the reminder job reads tomorrow's.
    index('appointments_reminder_due_idx')
      .on(t.doDate)
      .where(sql`${t.status} = 1 and ${t.reminderOutboxId} is null`),
  ],
);

/**
 * A questionnaire a doctor assigned to a patient: the patient may answer it from their own
 * area. Doctors can also record attempts without one.
 */
export const outcomeAssignments = pgTable(
  'outcome_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => masterItems.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.id),
    /** The doctor's treatment and current issue, which the patient's form starts from. */
    treatmentId: integer('treatment_id').references(() => masterItems.id),
    currentIssueId: integer('current_issue_id').references(() => masterItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outcome_assignments_unique').on(t.patientId, t.hospitalId, t.categoryId)],
);

/** One completed questionnaire: every answer of one sitting, numbered per patient and category. */
export const outcomeAttempts = pgTable(
  'outcome_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => masterItems.id),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => masterItems.id),
    currentIssueId: integer('current_issue_id')
      .notNull()
      .references(() => masterItems.id),
    attemptNumber: integer('attempt_number').notNull(),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two concurrent saves cannot take the same attempt number.
    uniqueIndex('outcome_attempts_number_unique').on(
      t.patientId,
      t.hospitalId,
      t.categoryId,
      t.attemptNumber,
    ),
  ],
);

/** One answer of an attempt: the question and the chosen choice (both master items). */
export const outcomeAnswers = pgTable(
  'outcome_answers',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => outcomeAttempts.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => masterItems.id),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => masterItems.id),
  },
  (t) => [
    uniqueIndex('outcome_answers_unique').on(t.attemptId, t.questionId),
    // Whether a question or choice was ever answered (the masters' edit and delete checks, and
    // the foreign keys' own check when a master item is deleted): migration 0042.
    index('outcome_answers_question_idx').on(t.questionId),
    index('outcome_answers_choice_idx').on(t.choiceId),
  ],
);

/**
 * Clinical details, one row per save: the newest version is the current record, the earlier ones
 * are the patient's treatment history. Rows are never updated.
 */
export const clinicalDetailVersions = pgTable(
  'clinical_detail_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    version: integer('version').notNull(),
    status: smallint('status').notNull(),
    /** The form's fields (validated by the shared schema before storage). */
    details: jsonb('details').notNull(),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id),
    /** The hospital's chief admin name when saved (the seed's doctorName on a clinical save). */
    doctorName: varchar('doctor_name', { length: 100 }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('clinical_detail_versions_status_check', sql`${t.status} in (1, 3)`),
    uniqueIndex('clinical_detail_versions_unique').on(t.patientId, t.hospitalId, t.version),
  ],
);

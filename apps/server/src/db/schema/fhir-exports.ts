import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { hospitals, users } from './accounts';

/**
 * A hospital's bulk FHIR export (modules/fhir): the chief admin starts it, the `fhir.export` job
 * writes it a batch of patients at a time, and the files (NDJSON, one per resource type) are read
 * back from fhir_export_chunks. At most one export of a hospital is queued or running at a time.
 */
export const fhirExports = pgTable(
  'fhir_exports',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** queued, running, done, failed (FHIR_EXPORT_STATES in @portal/shared). */
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    patientsTotal: integer('patients_total').notNull().default(0),
    patientsDone: integer('patients_done').notNull().default(0),
    /** Why the export failed (kept for the operators; the chief admin is told it failed). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The hospital's last list position when the export started: the patients it holds are those
     * bound up to it (patients registered meanwhile wait for the next export).
     */
    uptoPosition: bigint('upto_position', { mode: 'number' }),
    /** The list position of the last patient written: the next batch starts after it. */
    afterPosition: bigint('after_position', { mode: 'number' }).notNull().default(0),
    /** While a run works on the export, until when it holds it (extended after each batch). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    check('fhir_exports_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    // One export in progress per hospital: a second start finds the first (the index decides).
    uniqueIndex('fhir_exports_open_unique')
      .on(t.hospitalId)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/**
 * The files of an export: each batch of patients appends one chunk per resource type, NDJSON
 * lines (one resource a line, each ending with a newline); a file is its chunks in `seq` order.
 */
export const fhirExportChunks = pgTable(
  'fhir_export_chunks',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => fhirExports.id, { onDelete: 'cascade' }),
    resourceType: varchar('resource_type', { length: 40 }).notNull(),
    /** The batch's place in the export (the number of patients written before it). */
    seq: integer('seq').notNull(),
    /** The lines in body (one resource each). */
    lines: integer('lines').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.resourceType, t.seq] })],
);

import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { nameIn } from '../../db/name-in';
import {
  appointments,
  countries,
  districts,
  fhirExportChunks,
  fhirExports,
  hospitalPatientCounts,
  masterItems,
  patientHospitals,
  patients,
  states,
} from '../../db/schema';
import { placeNames } from '../locations/repository';
import { VITAL_STATUS } from '../patients/status';
import type { ExportAppointment, ExportPatient } from './resources/types';

/** Names in the export are English, whoever exports: it is data for registries. */
const ENGLISH = 'en';

/**
 * The patients of a hospital as the export writes them: their own fields and the names of their
 * district, state and country. The Aadhaar columns are not read.
 */
export async function exportPatients(
  db: Executor,
  hospitalId: number,
  patientIds: number[],
): Promise<ExportPatient[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      genderId: patients.genderId,
      dateOfBirth: patients.dateOfBirth,
      countryCode: patients.countryCode,
      mobileNumber: patients.mobileNumber,
      alternativeMobileOne: patients.alternativeMobileOne,
      alternativeMobileTwo: patients.alternativeMobileTwo,
      email: patients.email,
      ...placeNames(patients, ENGLISH),
      countryName: nameIn(countries, ENGLISH),
      status: patients.status,
    })
    .from(patients)
    .innerJoin(
      patientHospitals,
      and(eq(patientHospitals.patientId, patients.id), eq(patientHospitals.hospitalId, hospitalId)),
    )
    .innerJoin(countries, eq(countries.id, patients.countryId))
    .leftJoin(states, eq(states.id, patients.stateId))
    .leftJoin(districts, eq(districts.id, patients.districtId))
    .where(inArray(patients.id, patientIds));
  return rows.map(({ status, ...row }) => ({
    ...row,
    hospitalId,
    deceased: status === VITAL_STATUS.dead,
  }));
}

const heading = alias(masterItems, 'heading');
const activity = alias(masterItems, 'activity');

/**
 * Some patients' appointments in a hospital, by patient and day, deleted ones too (they are
 * exported as cancelled); the appointments repository lists only the live ones.
 */
export async function exportAppointments(
  db: Executor,
  hospitalId: number,
  patientIds: readonly number[],
): Promise<(ExportAppointment & { patientId: number })[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doDate: appointments.doDate,
      status: appointments.status,
      headingName: nameIn(heading, ENGLISH),
      activityName: nameIn(activity, ENGLISH),
      comment: appointments.comment,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(heading, eq(heading.id, appointments.headingId))
    .innerJoin(activity, eq(activity.id, appointments.activityId))
    .where(
      and(
        eq(appointments.hospitalId, hospitalId),
        inArray(appointments.patientId, [...patientIds]),
      ),
    )
    .orderBy(asc(appointments.patientId), asc(appointments.doDate), asc(appointments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type FhirExportRow = typeof fhirExports.$inferSelect;

/** Starts an export unless the hospital has one queued or running: then answers null. */
export async function insertExport(db: Executor, hospitalId: number, requestedBy: number) {
  const [row] = await db
    .insert(fhirExports)
    .values({ hospitalId, requestedBy })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The hospital's export that is queued or running, if any. */
export async function openExportOf(db: Executor, hospitalId: number) {
  const [row] = await db
    .select()
    .from(fhirExports)
    .where(
      and(
        eq(fhirExports.hospitalId, hospitalId),
        inArray(fhirExports.state, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row;
}

/** An export of the hospital; another hospital's is not found. */
export async function findExport(db: Executor, hospitalId: number, id: number) {
  const [row] = await db
    .select()
    .from(fhirExports)
    .where(and(eq(fhirExports.id, id), eq(fhirExports.hospitalId, hospitalId)))
    .limit(1);
  return row;
}

/** The lines written so far of each resource type of an export. */
export function exportFileLines(db: Executor, exportId: number) {
  return db
    .select({
      resourceType: fhirExportChunks.resourceType,
      lines: sql<number>`sum(${fhirExportChunks.lines})::int`,
    })
    .from(fhirExportChunks)
    .where(eq(fhirExportChunks.exportId, exportId))
    .groupBy(fhirExportChunks.resourceType);
}

/** A file's chunks after `afterSeq`, in order, a page at a time. */
export function chunksAfter(
  db: Executor,
  exportId: number,
  resourceType: string,
  afterSeq: number,
  limit: number,
) {
  return db
    .select({ seq: fhirExportChunks.seq, body: fhirExportChunks.body })
    .from(fhirExportChunks)
    .where(
      and(
        eq(fhirExportChunks.exportId, exportId),
        eq(fhirExportChunks.resourceType, resourceType),
        gt(fhirExportChunks.seq, afterSeq),
      ),
    )
    .orderBy(asc(fhirExportChunks.seq))
    .limit(limit);
}

/**
 * Takes the oldest export waiting for work (queued, or running and not held by a live run: its
 * lease is over) for this run until `leaseUntil`. SKIP LOCKED lets instances claim side by side;
 * the claim commits at once and the lease keeps the others off. The first claim fixes the
 * patients the export holds: those bound to the hospital up to its last list position now.
 */
export async function claimExport(db: Database, now: Date, leaseUntil: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: fhirExports.id })
      .from(fhirExports)
      .where(
        and(
          inArray(fhirExports.state, ['queued', 'running']),
          or(isNull(fhirExports.leaseUntil), lt(fhirExports.leaseUntil, now)),
        ),
      )
      .orderBy(asc(fhirExports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    // The hospital's counter row (migration 0012): its patients and its last list position.
    const counted = (column: AnyPgColumn) =>
      sql<number>`coalesce((select ${column} from ${hospitalPatientCounts}
        where ${hospitalPatientCounts.hospitalId} = ${fhirExports.hospitalId}), 0)`;
    const [claimed] = await tx
      .update(fhirExports)
      .set({
        state: 'running',
        leaseUntil,
        uptoPosition: sql`coalesce(${fhirExports.uptoPosition}, ${counted(hospitalPatientCounts.lastPosition)})`,
        patientsTotal: sql`case when ${fhirExports.uptoPosition} is null
          then ${counted(hospitalPatientCounts.patients)} else ${fhirExports.patientsTotal} end`,
      })
      .where(eq(fhirExports.id, due.id))
      .returning();
    return claimed;
  });
}

/** The next patients of an export: bound to its hospital after `after`, up to `upto`, in order. */
export async function nextPatients(
  db: Executor,
  hospitalId: number,
  after: number,
  upto: number,
  limit: number,
) {
  const rows = await db
    .select({ patientId: patientHospitals.patientId, position: patientHospitals.listPosition })
    .from(patientHospitals)
    .where(
      and(
        eq(patientHospitals.hospitalId, hospitalId),
        gt(patientHospitals.listPosition, after),
        lte(patientHospitals.listPosition, upto),
      ),
    )
    .orderBy(asc(patientHospitals.listPosition))
    .limit(limit);
  // Every binding has a position (migration 0012 made the column NOT NULL).
  return rows.map((row) => ({ patientId: row.patientId, position: row.position! }));
}

export interface ExportChunk {
  resourceType: string;
  lines: number;
  body: string;
}

/**
 * Writes a batch: its chunks and the export's progress, in one transaction. The progress moves
 * only from where this run read it (`after`): a run whose lease ran out and was taken over
 * writes nothing and is told so (false).
 */
export async function appendBatch(
  db: Database,
  exportId: number,
  batch: { after: number; lastPosition: number; patients: number; chunks: ExportChunk[] },
  leaseUntil: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .update(fhirExports)
      .set({
        afterPosition: batch.lastPosition,
        patientsDone: sql`${fhirExports.patientsDone} + ${batch.patients}`,
        leaseUntil,
      })
      .where(
        and(
          eq(fhirExports.id, exportId),
          eq(fhirExports.state, 'running'),
          eq(fhirExports.afterPosition, batch.after),
        ),
      )
      .returning({ done: sql<number>`${fhirExports.patientsDone} - ${batch.patients}` });
    if (!before) return false;
    if (batch.chunks.length > 0) {
      await tx
        .insert(fhirExportChunks)
        .values(batch.chunks.map((chunk) => ({ ...chunk, exportId, seq: before.done })));
    }
    return true;
  });
}

/** Lets go of an export still running, so that the next run goes on with it at once. */
export async function releaseExport(db: Executor, exportId: number) {
  await db
    .update(fhirExports)
    .set({ leaseUntil: null })
    .where(and(eq(fhirExports.id, exportId), eq(fhirExports.state, 'running')));
}

/** Every patient is written: the export is done (its total is what was written). */
export async function finishExport(db: Executor, exportId: number, now: Date) {
  await db
    .update(fhirExports)
    .set({
      state: 'done',
      finishedAt: now,
      leaseUntil: null,
      patientsTotal: sql`${fhirExports.patientsDone}`,
    })
    .where(and(eq(fhirExports.id, exportId), eq(fhirExports.state, 'running')));
}

export async function failExport(db: Executor, exportId: number, error: string, now: Date) {
  await db
    .update(fhirExports)
    .set({ state: 'failed', error: error.slice(0, 2000), finishedAt: now, leaseUntil: null })
    .where(eq(fhirExports.id, exportId));
}

/**
 * Drops a hospital's finished exports but the newest, their files with them (the chunks
 * cascade): a hospital keeps one finished export besides the one under way.
 */
export async function dropOlderFinishedExports(db: Executor, hospitalId: number) {
  const finished = and(
    eq(fhirExports.hospitalId, hospitalId),
    inArray(fhirExports.state, ['done', 'failed']),
  );
  const newest = db
    .select({ id: sql`max(${fhirExports.id})` })
    .from(fhirExports)
    .where(finished);
  await db.delete(fhirExports).where(and(finished, lt(fhirExports.id, newest)));
}

/** Drops exports finished before `before`, their files with them (the chunks cascade). */
export async function deleteExportsFinishedBefore(db: Executor, before: Date) {
  const gone = await db
    .delete(fhirExports)
    .where(lt(fhirExports.finishedAt, before))
    .returning({ id: fhirExports.id });
  return gone.length;
}

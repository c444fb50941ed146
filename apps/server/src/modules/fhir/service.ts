import {
  FHIR_EXPORT_RESOURCE_TYPES,
  type FhirExportAnswer,
  type FhirExportResourceType,
  type FhirExportState,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { currentClinicalDetailsOf } from '../clinical/service';
import { answersOf, attemptsOf } from '../outcomes/repository';
import { patientOfHospital, type ClinicalActor } from '../patients/service';
import {
  chunksAfter,
  dropOlderFinishedExports,
  exportAppointments,
  exportFileLines,
  exportPatients,
  findExport,
  insertExport,
  openExportOf,
  type FhirExportRow,
} from './repository';
import { collectionBundle } from './resources/bundle';
import { patientResources } from './resources/patient-resources';
import type { ExportAttempt, PatientExportData } from './resources/types';

/** Names in the export are English, whoever exports: it is data for registries. */
const ENGLISH = 'en';

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * Some patients' functional-outcome attempts in a hospital, by patient, each with its answers
 * in question order.
 */
async function exportAttempts(
  db: Executor,
  hospitalId: number,
  patientIds: readonly number[],
): Promise<Map<number, ExportAttempt[]>> {
  const attempts = await attemptsOf(db, ENGLISH, hospitalId, patientIds);
  const answers = groupBy(
    await answersOf(
      db,
      attempts.map((attempt) => attempt.id),
      ENGLISH,
    ),
    (answer) => answer.attemptId,
  );
  const exported = attempts.map((attempt) => ({
    patientId: attempt.patientId,
    id: attempt.id,
    categoryName: attempt.categoryName,
    attemptNumber: attempt.attemptNumber,
    submittedAt: attempt.submittedAt.toISOString(),
    answers: (answers.get(attempt.id) ?? [])
      .sort((a, b) => a.questionOrder - b.questionOrder || a.questionId - b.questionId)
      .map(({ questionId, question, choiceId, choiceText }) => ({
        questionId,
        question,
        choiceId,
        choiceText,
      })),
  }));
  return new Map(
    [...groupBy(exported, (attempt) => attempt.patientId)].map(([patientId, rows]) => [
      patientId,
      rows.map(({ patientId: _patient, ...attempt }) => attempt),
    ]),
  );
}

/**
 * What one hospital holds of some of its patients, read through the clinical service and the
 * outcomes repository: the person, the current clinical details, the outcome attempts and the
 * appointments. Patients the hospital does not hold are left out. A handful of statements for
 * the whole batch, whatever its size (the bulk export reads 200 patients at a time).
 */
export async function exportDataOf(
  db: Executor,
  hospitalId: number,
  patientIds: number[],
): Promise<PatientExportData[]> {
  const people = await exportPatients(db, hospitalId, patientIds);
  const byId = new Map(people.map((person) => [person.id, person]));
  const held = patientIds.filter((patientId) => byId.has(patientId));
  const clinical = await currentClinicalDetailsOf(db, ENGLISH, hospitalId, held);
  const attempts = await exportAttempts(db, hospitalId, held);
  const appointments = groupBy(
    await exportAppointments(db, hospitalId, held),
    (appointment) => appointment.patientId,
  );
  return held.map((patientId) => ({
    patient: byId.get(patientId)!,
    clinical: clinical.get(patientId) ?? null,
    attempts: attempts.get(patientId) ?? [],
    appointments: (appointments.get(patientId) ?? []).map(
      ({ patientId: _patient, ...appointment }) => appointment,
    ),
  }));
}

/**
 * One patient of the doctor's hospital as a FHIR R4 Bundle (type collection). Another
 * hospital's patient is not found (patientOfHospital). Audited, as the clinical read is.
 */
export async function patientBundle(
  db: Database,
  actor: ClinicalActor,
  patientId: number,
  origin: string,
  now: Date,
) {
  await patientOfHospital(db, actor, patientId);
  const [data] = await exportDataOf(db, actor.hospitalId, [patientId]);
  if (!data) throw errors.notFound();
  const resources = patientResources(data);
  await recordAudit(db, {
    actorUserId: actor.user.id,
    action: 'patient.fhir_exported',
    entity: 'patient',
    entityId: patientId,
    ip: actor.ip,
    detail: { hospitalId: actor.hospitalId, resources: resources.length },
  });
  return collectionBundle(fhirBase(origin, actor.hospitalId), resources, now);
}

/** Where the export's resources live, as the fullUrls of a Bundle name them. */
export const fhirBase = (origin: string, hospitalId: number) =>
  `${origin}/fhir/hospitals/${hospitalId}`;

async function toAnswer(db: Executor, row: FhirExportRow): Promise<FhirExportAnswer> {
  const lines = new Map(
    (await exportFileLines(db, row.id)).map((file) => [file.resourceType, file.lines]),
  );
  return {
    id: row.id,
    state: row.state as FhirExportState,
    patientsTotal: row.patientsTotal,
    patientsDone: row.patientsDone,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    files: FHIR_EXPORT_RESOURCE_TYPES.filter((type) => lines.has(type)).map((resourceType) => ({
      resourceType,
      lines: lines.get(resourceType)!,
    })),
  };
}

/**
 * The chief admin starts a bulk export of the hospital; when one is queued or running already,
 * that one is the answer (`started` false). A new export drops the hospital's finished ones but
 * the newest, so a hospital's registry is stored at most twice. Audited.
 */
export async function startExport(
  db: Database,
  actor: ClinicalActor,
): Promise<{ started: boolean; answer: FhirExportAnswer }> {
  for (let attempt = 1; ; attempt += 1) {
    const created = await insertExport(db, actor.hospitalId, actor.user.id);
    if (created) {
      await dropOlderFinishedExports(db, actor.hospitalId);
      await recordAudit(db, {
        actorUserId: actor.user.id,
        action: 'fhir_export.started',
        entity: 'fhir_export',
        entityId: created.id,
        ip: actor.ip,
        detail: { hospitalId: actor.hospitalId },
      });
      return { started: true, answer: await toAnswer(db, created) };
    }
    // The open one may have finished between the insert and this read: then start again.
    const open = await openExportOf(db, actor.hospitalId);
    if (open) return { started: false, answer: await toAnswer(db, open) };
    if (attempt >= 3) throw errors.conflict('error.conflict');
  }
}

/** An export of the chief admin's hospital: its state, progress and files. */
export async function readExport(db: Executor, actor: ClinicalActor, id: number) {
  const row = await findExport(db, actor.hospitalId, id);
  if (!row) throw errors.notFound();
  return toAnswer(db, row);
}

/** Chunks read at a time while a file streams (a chunk is one batch: up to some MB). */
const CHUNKS_PER_READ = 4;

async function* fileLines(db: Executor, exportId: number, resourceType: FhirExportResourceType) {
  let after = -1;
  for (;;) {
    const chunks = await chunksAfter(db, exportId, resourceType, after, CHUNKS_PER_READ);
    for (const chunk of chunks) yield chunk.body;
    if (chunks.length < CHUNKS_PER_READ) return;
    after = chunks.at(-1)!.seq;
  }
}

/**
 * One NDJSON file of a finished export, streamed chunk by chunk in order (a 409 before the
 * export is done). Audited: the file holds the hospital's patients.
 */
export async function exportFile(
  db: Database,
  actor: ClinicalActor,
  id: number,
  resourceType: FhirExportResourceType,
) {
  const row = await findExport(db, actor.hospitalId, id);
  if (!row) throw errors.notFound();
  if (row.state !== 'done') throw errors.conflict('fhirExport.notFinished');
  await recordAudit(db, {
    actorUserId: actor.user.id,
    action: 'fhir_export.downloaded',
    entity: 'fhir_export',
    entityId: id,
    ip: actor.ip,
    detail: { hospitalId: actor.hospitalId, resourceType },
  });
  return fileLines(db, id, resourceType);
}

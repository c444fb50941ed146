import type { FastifyBaseLogger } from 'fastify';
import { FHIR_EXPORT_RESOURCE_TYPES } from '@portal/shared';
import type { Database } from '../../db/client';
import { errorText } from '../jobs/types';
import {
  appendBatch,
  claimExport,
  deleteExportsFinishedBefore,
  failExport,
  finishExport,
  nextPatients,
  releaseExport,
  type ExportChunk,
  type FhirExportRow,
} from './repository';
import { ndjsonLine } from './resources/bundle';
import { patientResources } from './resources/patient-resources';
import { exportDataOf } from './service';

/** The job's name (jobs/definitions.ts); the start route asks the runner for a run now. */
export const FHIR_EXPORT_JOB = 'fhir.export';

export interface FhirExportDeps {
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Patients written per transaction (200 unless said). */
  batchSize?: number;
  /** How long one run works before it leaves the rest to the next run (4 minutes unless said). */
  workMs?: number;
}

const MINUTE_MS = 60_000;
/** How long a claim holds an export without news from its run (each batch extends it). */
const LEASE_MS = 2 * MINUTE_MS;
/** Finished exports and their files are kept this long, then dropped. */
const KEEP_DAYS = 7;

/** A batch's resources as one NDJSON chunk per resource type, in the export's order of types. */
function chunksOf(lines: Map<string, string[]>): ExportChunk[] {
  return FHIR_EXPORT_RESOURCE_TYPES.filter((type) => lines.has(type)).map((resourceType) => {
    const typeLines = lines.get(resourceType)!;
    return { resourceType, lines: typeLines.length, body: typeLines.join('') };
  });
}

/**
 * Writes one claimed export a batch at a time: the next patients by list position, their
 * resources appended as chunks with the progress, until every patient is written (done) or the
 * run's time is up (the export is let go, and the next run goes on from where this one stopped).
 */
async function writeExport(deps: FhirExportDeps, row: FhirExportRow, until: number) {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? 200;
  const upto = row.uptoPosition ?? 0;
  let after = row.afterPosition;
  let written = 0;
  for (;;) {
    const batch = await nextPatients(deps.db, row.hospitalId, after, upto, batchSize);
    if (batch.length === 0) {
      await finishExport(deps.db, row.id, now());
      return { written, finished: true };
    }
    const data = await exportDataOf(
      deps.db,
      row.hospitalId,
      batch.map((entry) => entry.patientId),
    );
    const lines = new Map<string, string[]>();
    for (const patient of data) {
      for (const resource of patientResources(patient)) {
        const typeLines = lines.get(resource.resourceType) ?? [];
        typeLines.push(ndjsonLine(resource));
        lines.set(resource.resourceType, typeLines);
      }
    }
    const lastPosition = batch.at(-1)!.position;
    const kept = await appendBatch(
      deps.db,
      row.id,
      { after, lastPosition, patients: batch.length, chunks: chunksOf(lines) },
      new Date(now().getTime() + LEASE_MS),
    );
    // Another run took the export over (this one was too slow): it goes on from there.
    if (!kept) return { written, finished: false };
    written += batch.length;
    after = lastPosition;
    if (batch.length < batchSize) {
      await finishExport(deps.db, row.id, now());
      return { written, finished: true };
    }
    if (Date.now() >= until) {
      await releaseExport(deps.db, row.id);
      return { written, finished: false };
    }
  }
}

/**
 * The `fhir.export` job: drops exports finished over a week ago, then writes the exports waiting
 * for work, oldest first, one at a time, for up to `workMs`. An export that throws is marked
 * failed (the chief admin may start another); the others go on.
 */
export async function runFhirExports(deps: FhirExportDeps) {
  const now = deps.now ?? (() => new Date());
  const until = Date.now() + (deps.workMs ?? 4 * MINUTE_MS);
  const dropped = await deleteExportsFinishedBefore(
    deps.db,
    new Date(now().getTime() - KEEP_DAYS * 24 * 60 * MINUTE_MS),
  );
  let exports = 0;
  let patients = 0;
  // At least one batch a run, however short its time.
  for (let more = true; more; more = Date.now() < until) {
    const row = await claimExport(deps.db, now(), new Date(now().getTime() + LEASE_MS));
    if (!row) break;
    exports += 1;
    try {
      const { written, finished } = await writeExport(deps, row, until);
      patients += written;
      if (finished)
        deps.log.info({ exportId: row.id, hospitalId: row.hospitalId }, 'FHIR export done');
    } catch (error) {
      deps.log.error({ err: error, exportId: row.id }, 'FHIR export failed');
      await failExport(deps.db, row.id, errorText(error), now());
    }
  }
  return { exports, patients, dropped };
}

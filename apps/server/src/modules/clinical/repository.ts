import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ClinicalDetailsRecord, ClinicalStatus } from '@portal/shared';
import type { Executor } from '../../db/client';
import { clinicalDetailVersions, doctors, hospitals, masterItems, users } from '../../db/schema';

const versionColumns = {
  patientId: clinicalDetailVersions.patientId,
  version: clinicalDetailVersions.version,
  status: clinicalDetailVersions.status,
  details: clinicalDetailVersions.details,
  savedAt: clinicalDetailVersions.savedAt,
  // A doctor is known by their doctor name; anyone else by their user name.
  savedBy: sql<string>`coalesce(${doctors.name}, trim(${users.firstName} || ' ' || ${users.lastName}))`,
  chiefAdminName: clinicalDetailVersions.doctorName,
};

export interface VersionRow {
  patientId: number;
  version: number;
  status: number;
  details: unknown;
  savedAt: Date;
  savedBy: string;
  chiefAdminName: string | null;
}

const ofPatient = (hospitalId: number, patientId: number) =>
  and(
    eq(clinicalDetailVersions.hospitalId, hospitalId),
    eq(clinicalDetailVersions.patientId, patientId),
  );

const selectVersions = (db: Executor, where: SQL | undefined) =>
  db
    .select(versionColumns)
    .from(clinicalDetailVersions)
    .innerJoin(users, eq(users.id, clinicalDetailVersions.savedBy))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(where)
    .orderBy(desc(clinicalDetailVersions.version));

/** Every saved version of one patient in one hospital, newest first (at most `limit`). */
export async function listVersions(
  db: Executor,
  hospitalId: number,
  patientId: number,
  limit?: number,
): Promise<VersionRow[]> {
  const query = selectVersions(db, ofPatient(hospitalId, patientId));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The newest version of each of some patients in one hospital (none for a patient without one),
 * in one statement: the bulk export reads a batch of patients at a time.
 */
export async function currentVersionsOf(
  db: Executor,
  hospitalId: number,
  patientIds: readonly number[],
): Promise<VersionRow[]> {
  if (patientIds.length === 0) return [];
  return db
    .selectDistinctOn([clinicalDetailVersions.patientId], versionColumns)
    .from(clinicalDetailVersions)
    .innerJoin(users, eq(users.id, clinicalDetailVersions.savedBy))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(
      and(
        eq(clinicalDetailVersions.hospitalId, hospitalId),
        inArray(clinicalDetailVersions.patientId, [...patientIds]),
      ),
    )
    .orderBy(clinicalDetailVersions.patientId, desc(clinicalDetailVersions.version));
}

export async function findVersion(
  db: Executor,
  hospitalId: number,
  patientId: number,
  version: number,
): Promise<VersionRow | undefined> {
  const [row] = await selectVersions(
    db,
    and(ofPatient(hospitalId, patientId), eq(clinicalDetailVersions.version, version)),
  );
  return row;
}

/**
 * Appends a version numbered one above the patient's newest in this hospital. Two saves at the
 * same moment may pick the same number; the unique index refuses the second (the caller retries).
 */
export async function insertVersion(
  db: Executor,
  row: {
    hospitalId: number;
    patientId: number;
    status: ClinicalStatus;
    details: ClinicalDetailsRecord;
    savedBy: number;
  },
): Promise<{ version: number }> {
  const [inserted] = await db
    .insert(clinicalDetailVersions)
    .values({
      ...row,
      // The seed's doctorName of a clinical save: the hospital's chief admin name at the time.
      doctorName: sql`(select ${hospitals.chiefAdminName} from ${hospitals} where ${hospitals.id} = ${row.hospitalId})`,
      version: sql`(select coalesce(max(${clinicalDetailVersions.version}), 0) + 1 from ${clinicalDetailVersions} where ${ofPatient(row.hospitalId, row.patientId)})`,
    })
    .returning({ version: clinicalDetailVersions.version });
  return inserted!;
}

/** The master items with these ids, whatever their kind. */
export async function masterItemsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: masterItems.id,
      kind: masterItems.kind,
      name: masterItems.name,
      nameHi: masterItems.nameHi,
      nameGu: masterItems.nameGu,
      parentId: masterItems.parentId,
    })
    .from(masterItems)
    .where(inArray(masterItems.id, [...new Set(ids)]));
}

import { isDeepStrictEqual } from 'node:util';
import {
  CLINICAL_MASTER_FIELDS,
  checkDiagnosisFor,
  clinicalDatesBeforeBirth,
  clinicalDetailsRecord,
  codingOfVersion,
  masterNameIn,
  pathologicalDisagreements,
  patientCodingFacts,
  messages,
  type ClinicalDetails,
  type ClinicalDetailsAnswer,
  type ClinicalDetailsRecord,
  type ClinicalMasterField,
  type ClinicalMasterNames,
  type ClinicalVersion,
  type Language,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation, type FieldError } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { patientOfHospital, type ClinicalActor, type HospitalPatient } from '../patients/service';
import {
  findVersion,
  insertVersion,
  currentVersionsOf,
  listVersions,
  masterItemsByIds,
  type VersionRow,
} from './repository';

const MASTER_FIELDS = Object.keys(CLINICAL_MASTER_FIELDS) as ClinicalMasterField[];
const SAVE_ATTEMPTS = 3;

const nameKeys: Record<ClinicalMasterField, keyof ClinicalMasterNames> = {
  primarySiteId: 'primarySite',
  subSiteId: 'subSite',
  histologicTypeId: 'histologicType',
  ptId: 'pt',
  pnId: 'pn',
  marginsId: 'margins',
  treatmentId: 'treatment',
};

type MasterItem = Awaited<ReturnType<typeof masterItemsByIds>>[number];

const idsOf = (details: Pick<ClinicalDetailsRecord, ClinicalMasterField>) =>
  MASTER_FIELDS.map((field) => details[field]).filter((id): id is number => id !== null);

/**
 * Each master id must be an item of its field's kind; the sub site must belong to the site; pT
 * and pN must agree with a pathological stage. Returns the items by id.
 */
async function checkMasterReferences(db: Executor, details: ClinicalDetails) {
  const items = new Map(
    (await masterItemsByIds(db, idsOf(details))).map((item) => [item.id, item]),
  );
  const problems: FieldError[] = [];
  for (const field of MASTER_FIELDS) {
    const id = details[field];
    if (id === null) continue;
    if (items.get(id)?.kind !== CLINICAL_MASTER_FIELDS[field]) {
      problems.push({ path: field, message: messages['clinical.choiceInvalid'] });
    }
  }
  const subSite = details.subSiteId === null ? undefined : items.get(details.subSiteId);
  if (subSite?.kind === 'clinical_sub_site' && subSite.parentId !== details.primarySiteId) {
    problems.push({ path: 'subSiteId', message: messages['clinical.subSiteMismatch'] });
  }
  const nameOf = (id: number | null) => (id === null ? null : (items.get(id)?.name ?? null));
  problems.push(
    ...pathologicalDisagreements(details, {
      ptId: nameOf(details.ptId),
      pnId: nameOf(details.pnId),
    }),
  );
  if (problems.length > 0) throw errors.invalidFields(problems);
  return items;
}

/** A list entry as the coding checks read it: its English name, shown as it is. */
const picked = (item: MasterItem | undefined) =>
  item ? { name: item.name, label: item.name } : null;

/**
 * The coding checks, with the patient (sex, age) and the primary site and histologic type picked:
 * an error refuses the save, a warning is kept on the version for review. Returns the warnings'
 * codes.
 */
function checkPatientCoding(
  details: ClinicalDetails,
  patient: HospitalPatient,
  items: Map<number, MasterItem>,
): string[] {
  const entry = (id: number | null) => (id === null ? undefined : items.get(id));
  const { errors: refused, warnings } = checkDiagnosisFor(
    details,
    patientCodingFacts(patient),
    picked(entry(details.primarySiteId)),
    picked(entry(details.histologicTypeId)),
  );
  if (refused.length > 0) {
    throw errors.invalidFields(
      refused.map((issue) => ({ path: issue.field, message: issue.message })),
    );
  }
  return warnings.map((issue) => issue.code);
}

function namesOf(
  details: ClinicalDetailsRecord,
  items: Map<number, MasterItem>,
  language: Language,
) {
  const names = {} as ClinicalMasterNames;
  for (const field of MASTER_FIELDS) {
    const item = details[field] === null ? undefined : items.get(details[field]);
    names[nameKeys[field]] = item ? masterNameIn(item, language) : null;
  }
  return names;
}

/** Stored rows as versions, with every master name resolved in one query, in a language. */
async function toVersions(
  db: Executor,
  rows: VersionRow[],
  language: Language,
): Promise<ClinicalVersion[]> {
  const parsed = rows.map((row) => ({ row, details: clinicalDetailsRecord.parse(row.details) }));
  const ids = parsed.flatMap(({ details }) => idsOf(details));
  const items = new Map((await masterItemsByIds(db, ids)).map((item) => [item.id, item]));
  return parsed.map(({ row, details }) => {
    const names = namesOf(details, items, language);
    const coding = codingOfVersion(details, (id) => items.get(id)?.name);
    return {
      version: row.version,
      status: row.status,
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedBy,
      chiefAdminName: row.chiefAdminName,
      details,
      names,
      coding,
    };
  });
}

/*
 * For the patient dashboards and the FHIR export. They take the hospital and patients as given:
 * the caller has already checked that the patients are this hospital's and audits the read.
 */

/** The newest version of each of some patients in a hospital, by patient (none: not in the map). */
export async function currentClinicalDetailsOf(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientIds: readonly number[],
): Promise<Map<number, ClinicalVersion>> {
  const rows = await currentVersionsOf(db, hospitalId, patientIds);
  const versions = await toVersions(db, rows, language);
  return new Map(versions.map((version, index) => [rows[index]!.patientId, version]));
}

/** Every version, newest first: the patient's treatment history in this hospital. */
export async function clinicalHistory(
  db: Executor,
  language: Language,
  hospitalId: number,
  patientId: number,
) {
  return toVersions(db, await listVersions(db, hospitalId, patientId), language);
}

/** The date (yyyy-MM-dd) of the next chemotherapy cycle in the current version, if any. */
export async function nextChemoCycle(
  db: Executor,
  hospitalId: number,
  patientId: number,
): Promise<string | null> {
  const [current] = await listVersions(db, hospitalId, patientId, 1);
  if (!current) return null;
  return clinicalDetailsRecord.parse(current.details).nextCycleDate;
}

/** The clinical-details screen: the current record and its history. Audited. */
export async function readClinicalDetails(
  db: Database,
  actor: ClinicalActor,
  patientId: number,
): Promise<ClinicalDetailsAnswer> {
  await patientOfHospital(db, actor, patientId);
  const history = await clinicalHistory(db, actor.language, actor.hospitalId, patientId);
  await recordAudit(db, {
    actorUserId: actor.user.id,
    action: 'clinical.read',
    entity: 'patient',
    entityId: patientId,
    ip: actor.ip,
    detail: { hospitalId: actor.hospitalId, versions: history.length },
  });
  return { current: history[0] ?? null, history };
}

/** Stored and posted details compare as JSON does (jsonb keeps no key order, no undefined). */
const sameDetails = (stored: unknown, posted: ClinicalDetailsRecord) =>
  isDeepStrictEqual(stored, JSON.parse(JSON.stringify(posted)));

/**
 * Saves the whole form as a new version (rows are never updated). Audited.
 *
 * The same details as the current version (Save pressed again) add nothing: the current version
 * answers. A form opened on an older version than the current one (`baseVersion`; another tab,
 * a colleague) is refused, instead of its values silently replacing what was saved since.
 */
export async function saveClinicalDetails(
  db: Database,
  actor: ClinicalActor,
  patientId: number,
  details: ClinicalDetails,
  baseVersion?: number,
): Promise<ClinicalVersion> {
  const patient = await patientOfHospital(db, actor, patientId);
  const beforeBirth = clinicalDatesBeforeBirth(details, patient.dateOfBirth);
  if (beforeBirth.length > 0) throw errors.invalidFields(beforeBirth);
  const items = await checkMasterReferences(db, details);
  const record = { ...details, codingWarnings: checkPatientCoding(details, patient, items) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { version } = await db.transaction(async (tx) => {
        const [current] = await listVersions(tx, actor.hospitalId, patientId, 1);
        if (current && sameDetails(current.details, record)) return current;
        if (baseVersion !== undefined && baseVersion !== (current?.version ?? 0)) {
          throw new AppError(409, 'conflict', messages['clinical.changedSince']);
        }
        const saved = await insertVersion(tx, {
          hospitalId: actor.hospitalId,
          patientId,
          status: details.status,
          details: record,
          savedBy: actor.user.id,
        });
        await recordAudit(tx, {
          actorUserId: actor.user.id,
          action: 'clinical.saved',
          entity: 'patient',
          entityId: patientId,
          ip: actor.ip,
          detail: { hospitalId: actor.hospitalId, version: saved.version },
        });
        return saved;
      });
      const row = await findVersion(db, actor.hospitalId, patientId, version);
      const [saved] = await toVersions(db, row ? [row] : [], actor.language);
      return saved!;
    } catch (error) {
      // Another save took the same number: number again, a few times, then tell the user.
      if (!isUniqueViolation(error, 'clinical_detail_versions_unique')) throw error;
      if (attempt >= SAVE_ATTEMPTS) {
        throw new AppError(409, 'conflict', messages['clinical.saveConflict']);
      }
    }
  }
}

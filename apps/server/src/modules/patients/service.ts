import {
  messages,
  REGISTERED_BY_HOSPITAL,
  type Language,
  type DoctorPatient,
  type PatientRecord,
  type PatientStatus,
  type SessionUser,
} from '@portal/shared';
import type { AppConfig } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation, type FieldError } from '../../lib/errors';
import { hmacHex } from '../../lib/tokens';
import { mobileNumberTaken, setUserMobileNumber } from '../accounts/repository';
import { recordAudit } from '../audit/repository';
import type { SmsSender } from '../messaging/sms';
import { checkLocation } from '../locations/repository';
import { missingMasterItems } from '../masters/repository';
import { consumePatientQuota } from '../subscriptions/repository';
import { personColumns, toPatientRecord } from './mapping';
import {
  bindToHospital,
  consultantIds,
  doctorsOfHospital,
  findPatient,
  findBinding,
  findPatientByMobileOrEmail,
  findPatientByUser,
  insertPatient,
  isBoundToHospital,
  recordStatusChange,
  setConsultants,
  setFollowUpLost,
  updatePatient,
} from './repository';
import { refuseIfDeceased, statusInHospital, VITAL_STATUS } from './status';

export interface PatientDeps {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  now?: () => Date;
}

/** The doctor acting, with the hospital the session gives (never the request). */
export interface ClinicalActor {
  user: SessionUser;
  hospitalId: number;
  doctorId: number;
  ip: string;
  /** The language the doctor reads: master list names in answers are in it. */
  language: Language;
}

/** The patient whose login this is (patients.user_id); 404 when the login has no patient record. */
export async function ownPatient(db: Executor, userId: number) {
  const patient = await findPatientByUser(db, userId);
  if (!patient) throw errors.notFound();
  return patient;
}

export const duplicateMobile = () => errors.conflictOn('mobile.duplicate', 'mobileNumber');
const duplicateAadhaar = () => errors.conflictOn('patient.aadhaarDuplicate', 'aadhaarNumber');
export const quotaOver = () =>
  new AppError(402, 'quota_exhausted', messages['subscription.planOver']);

/** The Aadhaar columns: last four digits and a keyed HMAC, never the number. */
export function aadhaarColumns(config: AppConfig, aadhaar: string | undefined) {
  return aadhaar
    ? {
        aadhaarLast4: aadhaar.slice(-4),
        aadhaarHmac: hmacHex(config.aadhaarHmacKey, `aadhaar:${aadhaar}`),
      }
    : { aadhaarLast4: null, aadhaarHmac: null };
}

/** Maps unique violations of the patients table to the form's messages. */
export function rethrowDuplicate(error: unknown): never {
  if (
    isUniqueViolation(error, 'patients_mobile_number_unique') ||
    isUniqueViolation(error, 'users_mobile_number_unique')
  ) {
    throw duplicateMobile();
  }
  if (isUniqueViolation(error, 'patients_aadhaar_hmac_unique')) throw duplicateAadhaar();
  throw error;
}

/** Location, masters and consultants of a doctor's form, checked against the database. */
async function checkReferences(
  db: Executor,
  actor: ClinicalActor,
  input: DoctorPatient,
): Promise<void> {
  const problems: FieldError[] = await checkLocation(db, input);
  const missing = await missingMasterItems(db, {
    stageId: { kind: 'stage', id: input.stageId },
    siteId: { kind: 'site', id: input.siteId },
    subSiteId: { kind: 'sub_site', id: input.subSiteId },
    lookingForId: { kind: 'looking_for', id: input.lookingForId },
  });
  const required: Record<string, string> = {
    stageId: messages['patient.stageRequired'],
    siteId: messages['patient.siteRequired'],
    subSiteId: messages['patient.subsiteRequired'],
    lookingForId: messages['patient.lookingForRequired'],
  };
  for (const key of missing) problems.push({ path: key, message: required[key]! });
  const known = await doctorsOfHospital(db, actor.hospitalId, input.consultantDoctorIds);
  if (known.length !== new Set(input.consultantDoctorIds).size) {
    problems.push({
      path: 'consultantDoctorIds',
      message: messages['patient.consultantNotInHospital'],
    });
  }
  if (problems.length > 0) throw errors.invalidFields(problems);
}

const clinicalColumns = (input: DoctorPatient) => ({
  stageId: input.stageId,
  siteId: input.siteId,
  subSiteId: input.subSiteId ?? null,
  lookingForId: input.lookingForId ?? null,
});

/** A doctor registers a new patient: one unit of the hospital's quota, in the same transaction. */
export async function registerByDoctor(
  deps: PatientDeps,
  actor: ClinicalActor,
  input: DoctorPatient,
) {
  const { db } = deps;
  await checkReferences(db, actor, input);
  if (await mobileNumberTaken(db, input.mobileNumber)) throw duplicateMobile();
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumePatientQuota(tx, actor.hospitalId, deps.now?.() ?? new Date())))
        throw quotaOver();
      const patient = await insertPatient(tx, {
        ...personColumns(input),
        ...aadhaarColumns(deps.config, input.aadhaarNumber),
        ...clinicalColumns(input),
        registerType: REGISTERED_BY_HOSPITAL,
        patientType: 'patient',
      });
      await bindToHospital(tx, patient.id, actor.hospitalId, actor.doctorId);
      await setConsultants(tx, patient.id, actor.hospitalId, input.consultantDoctorIds);
      await recordAudit(tx, {
        actorUserId: actor.user.id,
        action: 'patient.created',
        entity: 'patient',
        entityId: patient.id,
        ip: actor.ip,
        detail: { hospitalId: actor.hospitalId },
      });
      return patient.id;
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** A patient as one hospital holds them: the person, and whether this hospital lost them. */
export type HospitalPatient = NonNullable<Awaited<ReturnType<typeof findPatient>>> & {
  followUpLost: boolean;
};

/**
 * A patient this hospital may not see answers 404, as for no patient at all, and the attempt is
 * kept in the audit log.
 */
async function refuseUnknownPatient(
  db: Executor,
  actor: ClinicalActor,
  patientId: number,
): Promise<never> {
  await recordAudit(db, {
    actorUserId: actor.user.id,
    action: 'patient.not_found',
    entity: 'patient',
    entityId: patientId,
    ip: actor.ip,
  });
  throw errors.notFound();
}

/** The patient, if this hospital holds them; another hospital's patient is "not found". */
export async function patientOfHospital(
  db: Executor,
  actor: ClinicalActor,
  patientId: number,
): Promise<HospitalPatient> {
  const patient = await findPatient(db, patientId);
  const binding = patient ? await findBinding(db, patientId, actor.hospitalId) : undefined;
  if (!patient || !binding) return refuseUnknownPatient(db, actor, patientId);
  return { ...patient, followUpLost: binding.followUpLost };
}

export async function readPatient(
  deps: PatientDeps,
  actor: ClinicalActor,
  patientId: number,
): Promise<PatientRecord> {
  const patient = await patientOfHospital(deps.db, actor, patientId);
  await recordAudit(deps.db, {
    actorUserId: actor.user.id,
    action: 'patient.read',
    entity: 'patient',
    entityId: patientId,
    ip: actor.ip,
  });
  return toPatientRecord(patient, await consultantIds(deps.db, patientId, actor.hospitalId));
}

export async function updateByDoctor(
  deps: PatientDeps,
  actor: ClinicalActor,
  patientId: number,
  input: DoctorPatient,
  /** When the record changed last as the form read it: a later change refuses the edit. */
  baseUpdatedAt?: string,
) {
  const { db } = deps;
  const existing = await patientOfHospital(db, actor, patientId);
  await checkReferences(db, actor, input);
  const mobileChanged = input.mobileNumber !== existing.mobileNumber;
  if (
    mobileChanged &&
    (await mobileNumberTaken(db, input.mobileNumber, { userId: existing.userId, patientId }))
  )
    throw duplicateMobile();
  try {
    await db.transaction(async (tx) => {
      const written = await updatePatient(
        tx,
        patientId,
        {
          ...personColumns(input),
          // An empty Aadhaar field keeps the stored one: the form never receives the number back.
          ...(input.aadhaarNumber ? aadhaarColumns(deps.config, input.aadhaarNumber) : {}),
          ...clinicalColumns(input),
        },
        baseUpdatedAt,
      );
      if (!written) throw new AppError(409, 'conflict', messages['patient.changedSince']);
      await setConsultants(tx, patientId, actor.hospitalId, input.consultantDoctorIds);
      await recordAudit(tx, {
        actorUserId: actor.user.id,
        action: 'patient.updated',
        entity: 'patient',
        entityId: patientId,
        ip: actor.ip,
      });
      if (mobileChanged) await moveLoginMobile(deps, tx, actor, existing, input.mobileNumber);
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/**
 * One person, one number: when a doctor changes a patient's mobile number, the patient's login
 * moves with it (the old number is free at once). Both numbers are told, so a change the
 * patient did not expect does not go unnoticed.
 */
async function moveLoginMobile(
  deps: PatientDeps,
  tx: Executor,
  actor: ClinicalActor,
  patient: HospitalPatient,
  newMobileNumber: string,
) {
  await recordAudit(tx, {
    actorUserId: actor.user.id,
    action: 'patient.mobile_changed',
    entity: 'patient',
    entityId: patient.id,
    ip: actor.ip,
    detail: {
      hospitalId: actor.hospitalId,
      fromEnding: patient.mobileNumber.slice(-4),
      toEnding: newMobileNumber.slice(-4),
      login: patient.userId !== null,
    },
  });
  if (patient.userId === null) return;
  await setUserMobileNumber(tx, patient.userId, newMobileNumber);
  await deps.sms.enqueue(tx, newMobileNumber, { kind: 'mobile_now_login' });
  await deps.sms.enqueue(tx, patient.mobileNumber, {
    kind: 'mobile_changed_notice',
    ending: newMobileNumber.slice(-4),
  });
}

/** The doctor's search before registering: an existing patient found by exact mobile or e-mail. */
export async function lookupPatient(deps: PatientDeps, actor: ClinicalActor, searchBy: string) {
  const patient = await findPatientByMobileOrEmail(deps.db, searchBy);
  await recordAudit(deps.db, {
    actorUserId: actor.user.id,
    action: 'patient.lookup',
    entity: 'patient',
    entityId: patient?.id,
    ip: actor.ip,
    detail: { found: Boolean(patient) },
  });
  if (!patient) return { patient: null, alreadyBound: false };
  const binding = await findBinding(deps.db, patient.id, actor.hospitalId);
  return {
    patient: toPatientRecord(
      { ...patient, followUpLost: binding?.followUpLost ?? false },
      await consultantIds(deps.db, patient.id, actor.hospitalId),
    ),
    alreadyBound: binding !== undefined,
  };
}

/**
 * Binds an existing patient to this hospital and its consultants; a new binding uses one unit of
 * quota. The request names the patient by their exact mobile number or e-mail as well as by id
 * (what the lookup showed): an id alone answers 404, as for no patient, so another hospital's
 * patients cannot be taken on, and their records read, by counting ids.
 */
export async function bindExistingPatient(
  deps: PatientDeps,
  actor: ClinicalActor,
  patientId: number,
  searchBy: string,
  doctorIds: number[],
) {
  const { db } = deps;
  const patient = await findPatientByMobileOrEmail(db, searchBy);
  if (patient?.id !== patientId) return refuseUnknownPatient(db, actor, patientId);
  refuseIfDeceased(patient);
  const known = await doctorsOfHospital(db, actor.hospitalId, doctorIds);
  if (known.length !== new Set(doctorIds).size) {
    throw errors.invalidFields([
      { path: 'consultantDoctorIds', message: messages['patient.consultantNotInHospital'] },
    ]);
  }
  await db.transaction(async (tx) => {
    if (await isBoundToHospital(tx, patientId, actor.hospitalId)) {
      throw errors.conflict('patient.alreadyBound');
    }
    if (!(await consumePatientQuota(tx, actor.hospitalId, deps.now?.() ?? new Date())))
      throw quotaOver();
    await bindToHospital(tx, patientId, actor.hospitalId, actor.doctorId);
    await setConsultants(tx, patientId, actor.hospitalId, doctorIds);
    await recordAudit(tx, {
      actorUserId: actor.user.id,
      action: 'patient.bound',
      entity: 'patient',
      entityId: patientId,
      ip: actor.ip,
      detail: { hospitalId: actor.hospitalId },
    });
  });
}

/**
 * The list's status menu. Dead (and back to alive, to correct a mistake) is recorded on the
 * person, with who and when, for every hospital; lost follow-up and its end belong to this
 * hospital's binding. Every change is kept in the status history.
 */
export async function changeStatus(
  deps: PatientDeps,
  actor: ClinicalActor,
  patientId: number,
  status: PatientStatus,
) {
  const patient = await patientOfHospital(deps.db, actor, patientId);
  const from = statusInHospital(patient.status, patient.followUpLost);
  if (from === status) return;
  if (status === 3 && patient.status === VITAL_STATUS.dead) {
    throw errors.conflict('patient.deceasedNotLost');
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    if (status === 2) {
      await updatePatient(tx, patientId, {
        status: VITAL_STATUS.dead,
        deathRecordedAt: now,
        deathRecordedBy: actor.user.id,
      });
    } else if (patient.status === VITAL_STATUS.dead) {
      await updatePatient(tx, patientId, {
        status: VITAL_STATUS.alive,
        deathRecordedAt: null,
        deathRecordedBy: null,
      });
    }
    if (status !== 2) await setFollowUpLost(tx, patientId, actor.hospitalId, status === 3);
    await recordStatusChange(tx, {
      patientId,
      hospitalId: actor.hospitalId,
      fromStatus: from,
      toStatus: status,
      changedBy: actor.user.id,
      changedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.user.id,
      action: 'patient.status_changed',
      entity: 'patient',
      entityId: patientId,
      ip: actor.ip,
      detail: { from, to: status, hospitalId: actor.hospitalId },
    });
  });
}

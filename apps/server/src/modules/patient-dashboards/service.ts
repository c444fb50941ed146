import type { CareDashboard, DashboardPatient, DbDashboard } from '@portal/shared';
import type { Database } from '../../db/client';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { listPatientAppointments, pendingAppointments, todayOf } from '../appointments/service';
import { clinicalHistory, nextChemoCycle } from '../clinical/service';
import { outcomeTrends } from '../outcomes/service';
import { patientOfHospital, type ClinicalActor } from '../patients/service';
import { consultantNames, dashboardPatientRow } from './repository';

export interface DashboardDeps {
  db: Database;
  now?: () => Date;
}

/** The heading of both dashboards; another hospital's patient answers 404 (and is audited). */
async function dashboardPatient(
  db: Database,
  actor: ClinicalActor,
  patientId: number,
): Promise<DashboardPatient> {
  await patientOfHospital(db, actor, patientId);
  const row = await dashboardPatientRow(db, actor.hospitalId, patientId, actor.language);
  if (!row) throw errors.notFound();
  const {
    firstName,
    middleName,
    lastName,
    registeredAt,
    patientType,
    deathRecordedAt,
    deathRecordedBy,
    deathRecordedByLast,
    ...rest
  } = row;
  return {
    ...rest,
    deathRecord: deathRecordedAt
      ? {
          recordedAt: deathRecordedAt.toISOString(),
          recordedBy: [deathRecordedBy, deathRecordedByLast].filter(Boolean).join(' '),
        }
      : null,
    patientType: patientType === 'guest' ? 'guest' : 'patient',
    fullName: [firstName, middleName, lastName].filter(Boolean).join(' '),
    registeredAt: registeredAt.toISOString(),
    consultantDoctors: await consultantNames(db, actor.hospitalId, patientId),
  };
}

const audit = (db: Database, actor: ClinicalActor, area: 'care' | 'db', patientId: number) =>
  recordAudit(db, {
    actorUserId: actor.user.id,
    action: `patient.dashboard.${area}.view`,
    entity: 'patient',
    entityId: patientId,
    ip: actor.ip,
  });

/** The care-area dashboard: who, their appointments and their functional-outcome trends. */
export async function careDashboard(
  deps: DashboardDeps,
  actor: ClinicalActor,
  patientId: number,
): Promise<CareDashboard> {
  const { db } = deps;
  const patient = await dashboardPatient(db, actor, patientId);
  const [appointments, trends] = await Promise.all([
    listPatientAppointments(db, actor.hospitalId, patientId, actor.language),
    outcomeTrends(db, actor.language, actor.hospitalId, patientId),
  ]);
  await audit(db, actor, 'care', patientId);
  return { patient, appointments, outcomes: trends.categories };
}

/** The database-area dashboard: who, the clinical record, its history and the future plan. */
export async function dbDashboard(
  deps: DashboardDeps,
  actor: ClinicalActor,
  patientId: number,
): Promise<DbDashboard> {
  const { db } = deps;
  const patient = await dashboardPatient(db, actor, patientId);
  const [history, pending, nextCycle] = await Promise.all([
    clinicalHistory(db, actor.language, actor.hospitalId, patientId),
    pendingAppointments(db, actor.hospitalId, patientId, actor.language, todayOf(deps)),
    nextChemoCycle(db, actor.hospitalId, patientId),
  ]);
  await audit(db, actor, 'db', patientId);
  return {
    patient,
    currentClinical: history[0] ?? null,
    treatmentHistory: history,
    futurePlan: { pendingAppointments: pending, nextChemoCycle: nextCycle },
  };
}

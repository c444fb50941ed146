import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  doctors,
  masterItems,
  patientConsultants,
  patientHospitals,
  patients,
  users,
} from '../../db/schema';
import { optionalNameIn } from '../../db/name-in';
import { statusInHospitalSql } from '../patients/status';

const stage = alias(masterItems, 'stage');
const site = alias(masterItems, 'site');
const recorder = alias(users, 'death_recorder');

/**
 * The patient as one hospital sees them: names of stage and site (in the reader's language),
 * when it registered them.
 */
export async function dashboardPatientRow(
  db: Executor,
  hospitalId: number,
  patientId: number,
  language: Language,
) {
  const [row] = await db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      genderId: patients.genderId,
      age: patients.age,
      mobileNumber: patients.mobileNumber,
      patientStatus: statusInHospitalSql(patients.status, patientHospitals.followUpLost),
      deathRecordedAt: patients.deathRecordedAt,
      deathRecordedBy: recorder.firstName,
      deathRecordedByLast: recorder.lastName,
      patientType: patients.patientType,
      registerType: patients.registerType,
      stageName: optionalNameIn(stage, language),
      siteName: optionalNameIn(site, language),
      registeredAt: patientHospitals.createdAt,
    })
    .from(patientHospitals)
    .innerJoin(patients, eq(patients.id, patientHospitals.patientId))
    .leftJoin(stage, eq(stage.id, patients.stageId))
    .leftJoin(site, eq(site.id, patients.siteId))
    .leftJoin(recorder, eq(recorder.id, patients.deathRecordedBy))
    .where(
      and(eq(patientHospitals.hospitalId, hospitalId), eq(patientHospitals.patientId, patientId)),
    )
    .limit(1);
  return row;
}

/** The names of the patient's consultant doctors in the hospital. */
export async function consultantNames(db: Executor, hospitalId: number, patientId: number) {
  const rows = await db
    .select({ name: doctors.name })
    .from(patientConsultants)
    .innerJoin(doctors, eq(doctors.id, patientConsultants.doctorId))
    .where(
      and(
        eq(patientConsultants.hospitalId, hospitalId),
        eq(patientConsultants.patientId, patientId),
      ),
    )
    .orderBy(asc(doctors.name));
  return rows.map((row) => row.name);
}

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import type { Executor } from '../../db/client';
import { districts, patientHospitals, patients, states } from '../../db/schema';
import { placeNames } from '../locations/repository';

/**
 * The clinical version of the binding's patient in its hospital, by a correlated subquery on
 * clinical_detail_versions_unique (patient, hospital, version): one index probe per patient.
 */
const versionOf = (order: 'asc' | 'desc', column: string) =>
  sql.raw(
    `(select ${column} from clinical_detail_versions c where c.patient_id = patient_hospitals.patient_id and c.hospital_id = patient_hospitals.hospital_id order by c.version ${order} limit 1)`,
  );

/** The day (yyyy-MM-dd, India) a version was saved. */
const SAVED_DAY = `to_char(c.saved_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** One page of a hospital's registry episodes, in list order after `afterPosition`. */
export async function registryEpisodes(
  db: Executor,
  hospitalId: number,
  language: Language,
  afterPosition: number,
  limit: number,
) {
  return db
    .select({
      position: patientHospitals.listPosition,
      patientId: patients.id,
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      genderId: patients.genderId,
      dateOfBirth: patients.dateOfBirth,
      age: patients.age,
      vitalStatus: patients.status,
      followUpLost: patientHospitals.followUpLost,
      registeredAt: patientHospitals.createdAt,
      ...placeNames(patients, language),
      details: sql<unknown>`${versionOf('desc', 'c.details')}`,
      firstRecordedOn: sql<string | null>`${versionOf('asc', SAVED_DAY)}`,
      lastRecordedOn: sql<string | null>`${versionOf('desc', SAVED_DAY)}`,
    })
    .from(patientHospitals)
    .innerJoin(patients, eq(patients.id, patientHospitals.patientId))
    .leftJoin(districts, eq(districts.id, patients.districtId))
    .leftJoin(states, eq(states.id, patients.stateId))
    .where(
      and(
        eq(patientHospitals.hospitalId, hospitalId),
        gt(patientHospitals.listPosition, afterPosition),
      ),
    )
    .orderBy(asc(patientHospitals.listPosition))
    .limit(limit);
}

export type RegistryEpisode = Awaited<ReturnType<typeof registryEpisodes>>[number];

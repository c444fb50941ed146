import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  doctors,
  hospitalMembers,
  hospitals,
  patientClinicChoices,
  patientConsultants,
  patientHospitals,
  patientStatusChanges,
  patients,
} from '../../db/schema';

export type PatientRow = typeof patients.$inferSelect;
export type NewPatient = typeof patients.$inferInsert;

export async function insertPatient(db: Executor, patient: NewPatient): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(patient).returning();
  return row!;
}

/**
 * Writes a patient's changed columns. With `baseUpdatedAt` (as the editor read the record), only
 * while the record is still as read; answers whether it was written.
 */
export async function updatePatient(
  db: Executor,
  id: number,
  patient: Partial<NewPatient>,
  baseUpdatedAt?: string,
): Promise<boolean> {
  const written = await db
    .update(patients)
    .set({ ...patient, updatedAt: new Date() })
    .where(
      and(
        eq(patients.id, id),
        // Stored to the microsecond; the record is read (toISOString) to the millisecond.
        baseUpdatedAt === undefined
          ? undefined
          : sql`date_trunc('milliseconds', ${patients.updatedAt}) = ${baseUpdatedAt}::timestamptz`,
      ),
    )
    .returning({ id: patients.id });
  return written.length > 0;
}

export async function findPatient(db: Executor, id: number) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

export async function findPatientByUser(db: Executor, userId: number) {
  const [row] = await db.select().from(patients).where(eq(patients.userId, userId)).limit(1);
  return row;
}

/** Whether the patient gets SMS reminders of their appointments. */
export async function setSmsReminders(db: Executor, patientId: number, enabled: boolean) {
  await db.update(patients).set({ smsReminders: enabled }).where(eq(patients.id, patientId));
}

/** An exact e-mail (any case) or mobile number: the doctor's search before registering. */
export async function findPatientByMobileOrEmail(db: Executor, searchBy: string) {
  const condition = /^[0-9]{10}$/.test(searchBy)
    ? eq(patients.mobileNumber, searchBy)
    : sql`lower(${patients.email}) = lower(${searchBy})`;
  const [row] = await db.select().from(patients).where(condition).limit(1);
  return row;
}

/** The patient's binding to a hospital (whether it lost them to follow-up), if there is one. */
export async function findBinding(db: Executor, patientId: number, hospitalId: number) {
  const [row] = await db
    .select({ followUpLost: patientHospitals.followUpLost })
    .from(patientHospitals)
    .where(
      and(eq(patientHospitals.patientId, patientId), eq(patientHospitals.hospitalId, hospitalId)),
    )
    .limit(1);
  return row;
}

export async function isBoundToHospital(db: Executor, patientId: number, hospitalId: number) {
  return (await findBinding(db, patientId, hospitalId)) !== undefined;
}

export async function setFollowUpLost(
  db: Executor,
  patientId: number,
  hospitalId: number,
  followUpLost: boolean,
) {
  await db
    .update(patientHospitals)
    .set({ followUpLost })
    .where(
      and(eq(patientHospitals.patientId, patientId), eq(patientHospitals.hospitalId, hospitalId)),
    );
}

/** A person's patient record follows their login to a new mobile number. */
export async function setPatientMobileOfUser(db: Executor, userId: number, mobileNumber: string) {
  await db
    .update(patients)
    .set({ mobileNumber, updatedAt: new Date() })
    .where(eq(patients.userId, userId));
}

/** Binds a patient to a hospital; answers false when it already was. */
export async function bindToHospital(
  db: Executor,
  patientId: number,
  hospitalId: number,
  doctorId: number | null,
) {
  const rows = await db
    .insert(patientHospitals)
    .values({ patientId, hospitalId, registeredByDoctorId: doctorId })
    .onConflictDoNothing()
    .returning({ patientId: patientHospitals.patientId });
  return rows.length === 1;
}

export async function setConsultants(
  db: Executor,
  patientId: number,
  hospitalId: number,
  doctorIds: number[],
) {
  await db
    .delete(patientConsultants)
    .where(
      and(
        eq(patientConsultants.patientId, patientId),
        eq(patientConsultants.hospitalId, hospitalId),
      ),
    );
  const unique = [...new Set(doctorIds)];
  if (unique.length > 0) {
    await db
      .insert(patientConsultants)
      .values(unique.map((doctorId) => ({ patientId, hospitalId, doctorId })));
  }
}

export async function consultantIds(db: Executor, patientId: number, hospitalId: number) {
  const rows = await db
    .select({ doctorId: patientConsultants.doctorId })
    .from(patientConsultants)
    .where(
      and(
        eq(patientConsultants.patientId, patientId),
        eq(patientConsultants.hospitalId, hospitalId),
      ),
    )
    .orderBy(asc(patientConsultants.doctorId));
  return rows.map((row) => row.doctorId);
}

export async function setClinicChoices(db: Executor, patientId: number, hospitalIds: number[]) {
  const unique = [...new Set(hospitalIds)];
  if (unique.length > 0) {
    await db
      .insert(patientClinicChoices)
      .values(unique.map((hospitalId) => ({ patientId, hospitalId })))
      .onConflictDoNothing();
  }
}

const activeMemberOf = (hospitalId: number) =>
  and(
    eq(hospitalMembers.doctorId, doctors.id),
    eq(hospitalMembers.hospitalId, hospitalId),
    eq(hospitalMembers.status, 'active'),
  );

/** The hospital's current doctors (active members): the consultant-doctor list. */
export function hospitalDoctors(db: Executor, hospitalId: number) {
  return db
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .innerJoin(hospitalMembers, activeMemberOf(hospitalId))
    .orderBy(asc(doctors.name), asc(doctors.id));
}

/** Which of these doctor ids are current doctors of the hospital. */
export async function doctorsOfHospital(db: Executor, hospitalId: number, doctorIds: number[]) {
  if (doctorIds.length === 0) return [];
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(hospitalMembers, activeMemberOf(hospitalId))
    .where(inArray(doctors.id, doctorIds));
  return rows.map((row) => row.id);
}

/** The hospitals and consultant doctors a patient is bound to (the registration form's table). */
export function patientBindings(db: Executor, patientId: number) {
  return db
    .select({ hospitalName: hospitals.name, doctorName: doctors.name })
    .from(patientConsultants)
    .innerJoin(hospitals, eq(hospitals.id, patientConsultants.hospitalId))
    .innerJoin(doctors, eq(doctors.id, patientConsultants.doctorId))
    .where(eq(patientConsultants.patientId, patientId))
    .orderBy(asc(hospitals.name), asc(doctors.name));
}

// The list (page, count and search in one prepared statement) lives beside this file.
export { listHospitalPatients } from './list-query';

export async function recordStatusChange(
  db: Executor,
  change: typeof patientStatusChanges.$inferInsert,
) {
  await db.insert(patientStatusChanges).values(change);
}

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  doctors,
  hospitalServiceLinks,
  hospitalSubscriptions,
  hospitals,
  patients,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewHospital = typeof hospitals.$inferInsert;
export type NewDoctor = typeof doctors.$inferInsert;

export async function findUserByMobile(
  db: Executor,
  mobileNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A mobile number is taken when a login or a patient record has it (the spec's duplicate check). */
export async function mobileNumberTaken(db: Executor, mobileNumber: string): Promise<boolean> {
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber))
    .limit(1);
  if (login) return true;
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.mobileNumber, mobileNumber))
    .limit(1);
  return patient !== undefined;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function insertHospital(db: Executor, hospital: NewHospital, serviceIds: number[]) {
  const [row] = await db.insert(hospitals).values(hospital).returning({ id: hospitals.id });
  const hospitalId = row!.id;
  if (serviceIds.length > 0) {
    await db
      .insert(hospitalServiceLinks)
      .values([...new Set(serviceIds)].map((serviceId) => ({ hospitalId, serviceId })));
  }
  return hospitalId;
}

export async function insertDoctor(db: Executor, doctor: NewDoctor): Promise<number> {
  const [row] = await db.insert(doctors).values(doctor).returning({ id: doctors.id });
  return row!.id;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Active subscriptions of a hospital at a moment: started, not yet ended. */
export function activeSubscriptionFilter(hospitalId: number, at: Date) {
  return and(
    eq(hospitalSubscriptions.hospitalId, hospitalId),
    lte(hospitalSubscriptions.activatedAt, at),
    gt(hospitalSubscriptions.deactivatesAt, at),
  );
}

export async function subscriptionStanding(db: Executor, hospitalId: number, at = new Date()) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      remaining: sql<number>`coalesce(sum(${hospitalSubscriptions.remainingCount}), 0)::int`,
    })
    .from(hospitalSubscriptions)
    .where(activeSubscriptionFilter(hospitalId, at));
  return {
    hasActiveSubscription: (row?.count ?? 0) > 0,
    remainingPatientQuota: row?.remaining ?? 0,
  };
}

/** The user with their doctor and hospital, as the session needs them. */
export async function findAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      user: users,
      doctorId: doctors.id,
      doctorName: doctors.name,
      isHospitalAdmin: doctors.isHospitalAdmin,
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      hospitalRegistrationNo: hospitals.registrationNo,
      chiefAdminName: hospitals.chiefAdminName,
    })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  doctors,
  hospitalServiceLinks,
  hospitalSubscriptions,
  hospitals,
  patients,
  sessions,
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

/**
 * A user with their doctor, hospital and the hospital's subscription standing at a moment: one
 * query, since every request with a session needs it.
 */
export function accountColumns(at: Date | Placeholder) {
  const active = sql`${hospitalSubscriptions.hospitalId} = ${hospitals.id}
    and ${hospitalSubscriptions.activatedAt} <= ${at} and ${hospitalSubscriptions.deactivatesAt} > ${at}`;
  return {
    user: users,
    doctorId: doctors.id,
    doctorName: doctors.name,
    isHospitalAdmin: doctors.isHospitalAdmin,
    hospitalId: hospitals.id,
    hospitalName: hospitals.name,
    hospitalRegistrationNo: hospitals.registrationNo,
    chiefAdminName: hospitals.chiefAdminName,
    activePacks: sql<number>`(select count(*) from ${hospitalSubscriptions} where ${active})::int`,
    remainingQuota: sql<number>`(select coalesce(sum(${hospitalSubscriptions.remainingCount}), 0) from ${hospitalSubscriptions} where ${active})::int`,
  };
}

export type Account = Awaited<ReturnType<typeof findAccount>>;

export async function findAccount(db: Executor, userId: number, at = new Date()) {
  const [row] = await db
    .select(accountColumns(at))
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Every request with a cookie runs it: prepared, so it is built and parsed once. */
const sessionAccountQuery = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, ...accountColumns(sql.placeholder('at')) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(hospitals, eq(hospitals.id, doctors.hospitalId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_account'),
);

/** A session by its token hash, with its user's account, in one query. */
export async function findSessionAccount(db: Executor, tokenHash: string, at: Date) {
  const [row] = await sessionAccountQuery(db).execute({ tokenHash, at });
  return row;
}

/** A self-registered person's login becomes usable once their programme is paid. */
export async function activateLogin(db: Executor, userId: number) {
  await db.update(users).set({ isLoginActive: true }).where(eq(users.id, userId));
}

import { and, asc, desc, eq, ilike, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Language, MemberStatus } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  districts,
  doctors,
  hospitalMembers,
  hospitals,
  otpChallenges,
  specialities,
  users,
} from '../../db/schema';
import { hospitalPlaceNames } from '../locations/repository';
import { nameIn } from '../../db/name-in';
import { containsPattern } from '../../lib/like-pattern';

export type MembershipRow = typeof hospitalMembers.$inferSelect;
type NewMembership = typeof hospitalMembers.$inferInsert;

/** The statuses a doctor still has business with; declined and removed are history. */
export const OPEN_STATUSES: MemberStatus[] = ['invited', 'requested', 'active'];

export async function insertMembership(db: Executor, row: NewMembership) {
  await db.insert(hospitalMembers).values(row);
}

export async function findMembership(db: Executor, hospitalId: number, doctorId: number) {
  const [row] = await db
    .select()
    .from(hospitalMembers)
    .where(and(eq(hospitalMembers.hospitalId, hospitalId), eq(hospitalMembers.doctorId, doctorId)))
    .limit(1);
  return row;
}

/** Sets a membership's role, status and dates; answers false when there is no such row. */
export async function updateMembership(
  db: Executor,
  hospitalId: number,
  doctorId: number,
  values: Partial<Pick<NewMembership, 'role' | 'status' | 'changedBy' | 'joinedAt' | 'endedAt'>> & {
    createdAt?: Date;
  },
) {
  const rows = await db
    .update(hospitalMembers)
    .set(values)
    .where(and(eq(hospitalMembers.hospitalId, hospitalId), eq(hospitalMembers.doctorId, doctorId)))
    .returning({ doctorId: hospitalMembers.doctorId });
  return rows.length === 1;
}

/**
 * Takes the hospital's row lock: membership changes of one hospital (handover, removal,
 * approval) run one at a time, so "exactly one chief admin" is decided on fresh rows.
 */
export async function lockHospital(db: Executor, hospitalId: number) {
  const [row] = await db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .for('update');
  return row;
}

/**
 * A login made for a doctor by their hospital whose set-password link is still unused: until it
 * is used nobody can sign in with it. (A column of a one-table query is written without its
 * table, so the list names the outer login by a join and the handover check by its id.)
 */
const unusedAccountInvite = (userId: AnyColumn | number) =>
  and(
    eq(otpChallenges.userId, userId),
    eq(otpChallenges.purpose, 'account_invite'),
    isNull(otpChallenges.usedAt),
  );

/** Whether the login still waits for its set-password link to be used. */
export async function passwordPending(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(unusedAccountInvite(userId))
    .limit(1);
  return row !== undefined;
}

/** The hospital's doctors with an open membership, chief admin first, then by name. */
export function hospitalMemberRows(db: Executor, hospitalId: number, language: Language) {
  return db
    .select({
      doctorId: doctors.id,
      name: doctors.name,
      specialityName: nameIn(specialities, language),
      registrationNo: doctors.registrationNo,
      mobileNumber: users.mobileNumber,
      role: hospitalMembers.role,
      status: hospitalMembers.status,
      joinedAt: hospitalMembers.joinedAt,
      createdAt: hospitalMembers.createdAt,
      passwordPending: sql<boolean>`exists (
        select 1 from ${otpChallenges} where ${unusedAccountInvite(users.id)})`,
    })
    .from(hospitalMembers)
    .innerJoin(doctors, eq(doctors.id, hospitalMembers.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(
      and(
        eq(hospitalMembers.hospitalId, hospitalId),
        inArray(hospitalMembers.status, OPEN_STATUSES),
      ),
    )
    .orderBy(sql`${hospitalMembers.role} = 'chief_admin' desc`, asc(doctors.name), asc(doctors.id));
}

/** A doctor's open memberships with the hospitals' names and districts. */
export function doctorMembershipRows(db: Executor, doctorId: number, language: Language) {
  return db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      districtName: hospitalPlaceNames(language).districtName,
      role: hospitalMembers.role,
      status: hospitalMembers.status,
      joinedAt: hospitalMembers.joinedAt,
      createdAt: hospitalMembers.createdAt,
    })
    .from(hospitalMembers)
    .innerJoin(hospitals, eq(hospitals.id, hospitalMembers.hospitalId))
    .leftJoin(districts, eq(districts.id, hospitals.districtId))
    .where(
      and(eq(hospitalMembers.doctorId, doctorId), inArray(hospitalMembers.status, OPEN_STATUSES)),
    )
    .orderBy(asc(hospitals.name), asc(hospitals.id));
}

/** The active member the doctor joined last, other than one hospital: where they work next. */
export async function latestOtherActiveHospital(
  db: Executor,
  doctorId: number,
  exceptHospitalId: number,
) {
  const [row] = await db
    .select({ hospitalId: hospitalMembers.hospitalId })
    .from(hospitalMembers)
    .where(
      and(
        eq(hospitalMembers.doctorId, doctorId),
        eq(hospitalMembers.status, 'active'),
        sql`${hospitalMembers.hospitalId} <> ${exceptHospitalId}`,
      ),
    )
    .orderBy(desc(hospitalMembers.joinedAt), desc(hospitalMembers.hospitalId))
    .limit(1);
  return row?.hospitalId ?? null;
}

export async function setCurrentHospital(
  db: Executor,
  doctorId: number,
  hospitalId: number | null,
) {
  await db.update(doctors).set({ currentHospitalId: hospitalId }).where(eq(doctors.id, doctorId));
}

/** Moves a doctor to a hospital only when they work in none (a first or only membership). */
export async function setCurrentHospitalIfNone(db: Executor, doctorId: number, hospitalId: number) {
  await db
    .update(doctors)
    .set({ currentHospitalId: hospitalId })
    .where(and(eq(doctors.id, doctorId), isNull(doctors.currentHospitalId)));
}

export async function findDoctorById(db: Executor, doctorId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      userId: doctors.userId,
      name: doctors.name,
      currentHospitalId: doctors.currentHospitalId,
    })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return row;
}

/** The doctor account of a login, if the login is a doctor's. */
export async function findDoctorByUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: doctors.id, name: doctors.name, currentHospitalId: doctors.currentHospitalId })
    .from(doctors)
    .where(eq(doctors.userId, userId))
    .limit(1);
  return row;
}

export async function hospitalName(db: Executor, hospitalId: number) {
  const [row] = await db
    .select({ name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  return row?.name;
}

export async function setChiefAdminName(db: Executor, hospitalId: number, name: string) {
  await db.update(hospitals).set({ chiefAdminName: name }).where(eq(hospitals.id, hospitalId));
}

/** Up to 20 hospitals of a district whose name contains the text, with the doctor's standing. */
export function joinableHospitalRows(
  db: Executor,
  doctorId: number,
  districtId: number,
  name: string | undefined,
) {
  const pattern = name ? containsPattern(name) : undefined;
  return db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      city: hospitals.city,
      // Two hospitals may share a name in a district: these tell them apart.
      pincode: hospitals.pincode,
      chiefAdminName: hospitals.chiefAdminName,
      membershipStatus: hospitalMembers.status,
    })
    .from(hospitals)
    .leftJoin(
      hospitalMembers,
      and(eq(hospitalMembers.hospitalId, hospitals.id), eq(hospitalMembers.doctorId, doctorId)),
    )
    .where(
      and(
        eq(hospitals.districtId, districtId),
        pattern ? ilike(hospitals.name, pattern) : undefined,
      ),
    )
    .orderBy(asc(hospitals.name), asc(hospitals.id))
    .limit(20);
}

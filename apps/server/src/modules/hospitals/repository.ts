import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { HospitalSubscriptionState, Language } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  districts,
  hospitalPatientCounts,
  hospitalSubscriptions,
  hospitals,
  states,
} from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { hospitalPlaceNames } from '../locations/repository';

/** A pack `s` of the hospital read, running now: the one rule for the counts and the filter. */
const isRunningPackOfHospital = sql`s.hospital_id = ${hospitals.id}
  and s.activated_at <= now() and s.deactivates_at > now()`;

/**
 * Hospitals with their active members, patients and subscription. The members and packs are
 * counted for the hospitals read only (a correlated count each, on the indexes by hospital); the
 * patients come from the per-hospital counter.
 */
function hospitalRows(db: Executor, language: Language) {
  return db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      hospitalType: hospitals.hospitalType,
      ...hospitalPlaceNames(language),
      chiefAdminName: hospitals.chiefAdminName,
      mobileCountryCode: hospitals.mobileCountryCode,
      mobileNumber: hospitals.mobileNumber,
      registrationNo: hospitals.registrationNo,
      email: hospitals.email,
      registeredAt: hospitals.createdAt,
      doctors: sql<number>`(select count(*)::int from hospital_members m
        where m.hospital_id = ${hospitals.id} and m.status = 'active')`,
      patients: sql<number>`coalesce(${hospitalPatientCounts.patients}, 0)`,
      runningPacks: sql<number>`(select count(*)::int from hospital_subscriptions s
        where ${isRunningPackOfHospital})`,
      patientsLeft: sql<number>`(select coalesce(sum(s.remaining_count), 0)::int
        from hospital_subscriptions s where ${isRunningPackOfHospital})`,
      lastEnd: sql<Date | null>`(select max(s.deactivates_at) from hospital_subscriptions s
        where s.hospital_id = ${hospitals.id})`.mapWith(hospitalSubscriptions.deactivatesAt),
    })
    .from(hospitals)
    .leftJoin(states, eq(states.id, hospitals.stateId))
    .leftJoin(districts, eq(districts.id, hospitals.districtId))
    .leftJoin(hospitalPatientCounts, eq(hospitalPatientCounts.hospitalId, hospitals.id))
    .$dynamic();
}

const hasRunningPack = sql`exists (select 1 from hospital_subscriptions s
  where ${isRunningPackOfHospital})`;
const hasAnyPack = sql`exists (select 1 from hospital_subscriptions s
  where s.hospital_id = ${hospitals.id})`;

/** The hospitals whose subscription stands as `state` (as subscriptionState decides it). */
const SUBSCRIPTION_IS: Record<HospitalSubscriptionState, SQL> = {
  active: hasRunningPack,
  expired: sql`(${hasAnyPack} and not ${hasRunningPack})`,
  none: sql`not ${hasAnyPack}`,
};

/**
 * A page of hospitals by name, those whose name holds `search` and whose subscription stands as
 * `subscription` when given.
 */
export async function listHospitals(
  db: Executor,
  {
    page,
    pageSize,
    search,
    subscription,
  }: { page: number; pageSize: number; search?: string; subscription?: HospitalSubscriptionState },
  language: Language,
) {
  const matching = and(
    search ? ilike(hospitals.name, containsPattern(search)) : undefined,
    subscription ? SUBSCRIPTION_IS[subscription] : undefined,
  );
  const rows = await hospitalRows(db, language)
    .where(matching)
    .orderBy(asc(hospitals.name), asc(hospitals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hospitals)
    .where(matching);
  return { rows, total: count?.count ?? 0 };
}

/** One hospital as the list shows it, or undefined. */
export async function findHospitalRow(db: Executor, hospitalId: number, language: Language) {
  const [row] = await hospitalRows(db, language).where(eq(hospitals.id, hospitalId)).limit(1);
  return row;
}

export async function hospitalExists(db: Executor, hospitalId: number) {
  const [row] = await db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  return row !== undefined;
}

export type HospitalListRow = Awaited<ReturnType<typeof listHospitals>>['rows'][number];

import { asc, eq, ilike, sql } from 'drizzle-orm';
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

/**
 * A page of hospitals by name, with their active members, patients and subscription. The
 * members and packs are counted for the page's hospitals only (a correlated count each, on the
 * indexes by hospital); the patients come from the per-hospital counter.
 */
export async function listHospitals(
  db: Executor,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string },
  language: Language,
) {
  const matching = search ? ilike(hospitals.name, containsPattern(search)) : undefined;
  const rows = await db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      hospitalType: hospitals.hospitalType,
      ...hospitalPlaceNames(language),
      chiefAdminName: hospitals.chiefAdminName,
      mobileCountryCode: hospitals.mobileCountryCode,
      mobileNumber: hospitals.mobileNumber,
      registeredAt: hospitals.createdAt,
      doctors: sql<number>`(select count(*)::int from hospital_members m
        where m.hospital_id = ${hospitals.id} and m.status = 'active')`,
      patients: sql<number>`coalesce(${hospitalPatientCounts.patients}, 0)`,
      runningPacks: sql<number>`(select count(*)::int from hospital_subscriptions s
        where s.hospital_id = ${hospitals.id} and s.activated_at <= now() and s.deactivates_at > now())`,
      patientsLeft: sql<number>`(select coalesce(sum(s.remaining_count), 0)::int
        from hospital_subscriptions s
        where s.hospital_id = ${hospitals.id} and s.activated_at <= now() and s.deactivates_at > now())`,
      lastEnd: sql<Date | null>`(select max(s.deactivates_at) from hospital_subscriptions s
        where s.hospital_id = ${hospitals.id})`.mapWith(hospitalSubscriptions.deactivatesAt),
    })
    .from(hospitals)
    .leftJoin(states, eq(states.id, hospitals.stateId))
    .leftJoin(districts, eq(districts.id, hospitals.districtId))
    .leftJoin(hospitalPatientCounts, eq(hospitalPatientCounts.hospitalId, hospitals.id))
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

export type HospitalListRow = Awaited<ReturnType<typeof listHospitals>>['rows'][number];

/** Where a listed hospital's subscription stands, from its running packs and its last end. */
export function subscriptionState(row: HospitalListRow): HospitalSubscriptionState {
  if (row.runningPacks > 0) return 'active';
  return row.lastEnd === null ? 'none' : 'expired';
}

import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DirectoryFilters } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  countries,
  districts,
  doctors,
  hospitalMembers,
  hospitals,
  specialities,
  states,
} from '../../db/schema';

function conditions(db: Executor, filters: DirectoryFilters): SQL | undefined {
  return and(
    filters.countryId ? eq(hospitals.countryId, filters.countryId) : undefined,
    filters.stateId ? eq(hospitals.stateId, filters.stateId) : undefined,
    filters.districtId ? eq(hospitals.districtId, filters.districtId) : undefined,
    filters.specialityId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(hospitalMembers)
            .innerJoin(doctors, eq(doctors.id, hospitalMembers.doctorId))
            .where(
              and(
                eq(hospitalMembers.hospitalId, hospitals.id),
                eq(hospitalMembers.status, 'active'),
                eq(doctors.specialityId, filters.specialityId),
              ),
            ),
        )
      : undefined,
  );
}

/** Hospitals with their doctors' specialities, filtered and paged by name. */
export async function searchDirectory(db: Executor, filters: DirectoryFilters) {
  const where = conditions(db, filters);
  const page = db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(where)
    .orderBy(asc(hospitals.name), asc(hospitals.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .as('page');
  const rows = await db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      hospitalCode: hospitals.registrationNo,
      hospitalType: hospitals.hospitalType,
      mobileCountryCode: hospitals.mobileCountryCode,
      mobileNo: hospitals.mobileNumber,
      emailId: hospitals.email,
      countryName: countries.name,
      stateName: states.name,
      districtName: districts.name,
      cityName: hospitals.city,
      speciality: sql<string>`coalesce((
        select string_agg(distinct ${specialities.name}, ', ')
        from ${hospitalMembers}
        join ${doctors} on ${doctors.id} = ${hospitalMembers.doctorId}
        join ${specialities} on ${specialities.id} = ${doctors.specialityId}
        where ${hospitalMembers.hospitalId} = ${hospitals.id} and ${hospitalMembers.status} = 'active'
      ), '')`,
    })
    .from(page)
    .innerJoin(hospitals, eq(hospitals.id, page.id))
    .innerJoin(countries, eq(countries.id, hospitals.countryId))
    .innerJoin(states, eq(states.id, hospitals.stateId))
    .innerJoin(districts, eq(districts.id, hospitals.districtId))
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hospitals)
    .where(where);
  return { rows, total: count?.count ?? 0 };
}

export function clinicsOfDistrict(db: Executor, districtId: number) {
  return db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.districtId, districtId))
    .orderBy(asc(hospitals.name))
    .limit(200);
}

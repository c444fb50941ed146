import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  DirectoryFilters,
  InvestigationFilters,
  InvestigationKind,
  Language,
} from '@portal/shared';
import type { Executor } from '../../db/client';
import { nameIn } from '../../db/name-in';
import {
  countries,
  districts,
  doctors,
  hospitalMembers,
  hospitalServiceLinks,
  hospitalServices,
  hospitals,
  specialities,
  states,
} from '../../db/schema';
import { hospitalPlaceNames } from '../locations/repository';

interface LocationFilters {
  countryId?: number | undefined;
  stateId?: number | undefined;
  districtId?: number | undefined;
}

/** Country, state and district: every directory search narrows hospitals the same way. */
function locationConditions(filters: LocationFilters) {
  return [
    filters.countryId ? eq(hospitals.countryId, filters.countryId) : undefined,
    filters.stateId ? eq(hospitals.stateId, filters.stateId) : undefined,
    filters.districtId ? eq(hospitals.districtId, filters.districtId) : undefined,
  ];
}

/**
 * The ids of one page of matching hospitals, by name. Only the page is chosen here (through the
 * location or name indexes, a top-N sort); the caller joins its few rows to whatever it shows.
 */
function hospitalPage(db: Executor, where: SQL | undefined, page: number, pageSize: number) {
  return db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(where)
    .orderBy(asc(hospitals.name), asc(hospitals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page');
}

async function countHospitals(db: Executor, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hospitals)
    .where(where);
  return count?.count ?? 0;
}

function directoryConditions(db: Executor, filters: DirectoryFilters): SQL | undefined {
  return and(
    ...locationConditions(filters),
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
export async function searchDirectory(db: Executor, filters: DirectoryFilters, language: Language) {
  const where = directoryConditions(db, filters);
  const page = hospitalPage(db, where, filters.page, filters.pageSize);
  const rows = await db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      hospitalCode: hospitals.registrationNo,
      hospitalType: hospitals.hospitalType,
      mobileCountryCode: hospitals.mobileCountryCode,
      mobileNo: hospitals.mobileNumber,
      emailId: hospitals.email,
      countryName: nameIn(countries, language),
      ...hospitalPlaceNames(language),
      cityName: hospitals.city,
      speciality: sql<string>`coalesce((
        select string_agg(distinct ${nameIn(specialities, language)}, ', ')
        from ${hospitalMembers}
        join ${doctors} on ${doctors.id} = ${hospitalMembers.doctorId}
        join ${specialities} on ${specialities.id} = ${doctors.specialityId}
        where ${hospitalMembers.hospitalId} = ${hospitals.id} and ${hospitalMembers.status} = 'active'
      ), '')`,
    })
    .from(page)
    .innerJoin(hospitals, eq(hospitals.id, page.id))
    .innerJoin(countries, eq(countries.id, hospitals.countryId))
    .leftJoin(states, eq(states.id, hospitals.stateId))
    .leftJoin(districts, eq(districts.id, hospitals.districtId))
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  return { rows, total: await countHospitals(db, where) };
}

/**
 * The hospital services (reference data, hospital-services.json, fixed ids) that make a hospital a
 * place to have an investigation done: imaging for radiology, laboratories for pathology.
 */
export const INVESTIGATION_SERVICE_IDS = {
  radiology: [6, 7, 8], // Nuclear Medicine / PET-CT, Radiology (CT, MRI), Mammography
  pathology: [10, 11], // Pathology Laboratory, Molecular Pathology and Genetic Testing
} as const;

function serviceIdsOf(kind: InvestigationKind): number[] {
  if (kind === 'both') {
    return [...INVESTIGATION_SERVICE_IDS.radiology, ...INVESTIGATION_SERVICE_IDS.pathology];
  }
  return [...INVESTIGATION_SERVICE_IDS[kind]];
}

/** Radiology and pathology clinics (seed 001 section 2.14), filtered and paged by name. */
export async function searchInvestigationClinics(
  db: Executor,
  filters: InvestigationFilters,
  language: Language,
) {
  const serviceIds = serviceIdsOf(filters.kind);
  // The links' primary key starts with the hospital: one probe per candidate hospital.
  const where = and(
    ...locationConditions(filters),
    exists(
      db
        .select({ one: sql`1` })
        .from(hospitalServiceLinks)
        .where(
          and(
            eq(hospitalServiceLinks.hospitalId, hospitals.id),
            inArray(hospitalServiceLinks.serviceId, serviceIds),
          ),
        ),
    ),
  );
  const page = hospitalPage(db, where, filters.page, filters.pageSize);
  const everyInvestigation = serviceIdsOf('both');
  const rows = await db
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      services: sql<string[]>`array(
        select ${nameIn(hospitalServices, language)}
        from ${hospitalServiceLinks}
        join ${hospitalServices} on ${hospitalServices.id} = ${hospitalServiceLinks.serviceId}
        where ${hospitalServiceLinks.hospitalId} = ${hospitals.id}
          and ${inArray(hospitalServiceLinks.serviceId, everyInvestigation)}
        order by ${hospitalServices.id}
      )`,
      addressLine1: hospitals.addressLine1,
      cityName: hospitals.city,
      pincode: hospitals.pincode,
      ...hospitalPlaceNames(language),
      mobileCountryCode: hospitals.mobileCountryCode,
      mobileNo: hospitals.mobileNumber,
      landlineCode: hospitals.landlineCode,
      landlineNo: hospitals.landlineNumber,
      emailId: hospitals.email,
    })
    .from(page)
    .innerJoin(hospitals, eq(hospitals.id, page.id))
    .leftJoin(states, eq(states.id, hospitals.stateId))
    .leftJoin(districts, eq(districts.id, hospitals.districtId))
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  return { rows, total: await countHospitals(db, where) };
}

export function clinicsOfDistrict(db: Executor, districtId: number) {
  return db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.districtId, districtId))
    .orderBy(asc(hospitals.name))
    .limit(200);
}

import { asc, eq, inArray } from 'drizzle-orm';
import { messages } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  countries,
  designations,
  districts,
  hospitalServices,
  specialities,
  states,
} from '../../db/schema';
import type { FieldError } from '../../lib/errors';

export function listCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function listStates(db: Executor, countryId: number) {
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

export function listDistricts(db: Executor, stateId: number) {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name));
}

const lookupTables = { specialities, designations, services: hospitalServices } as const;
export type LookupName = keyof typeof lookupTables;

export function listLookup(db: Executor, name: LookupName) {
  const table = lookupTables[name];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

/** Checks that a country, state and district exist and belong to each other. */
export async function checkLocation(
  db: Executor,
  location: { countryId: number; stateId: number; districtId: number },
): Promise<FieldError[]> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, location.countryId));
  const [state] = await db
    .select({ countryId: states.countryId })
    .from(states)
    .where(eq(states.id, location.stateId));
  const [district] = await db
    .select({ stateId: districts.stateId })
    .from(districts)
    .where(eq(districts.id, location.districtId));
  const problems: FieldError[] = [];
  if (!country) problems.push({ path: 'countryId', message: messages['location.countryRequired'] });
  else if (state?.countryId !== location.countryId) {
    problems.push({ path: 'stateId', message: messages['location.stateMismatch'] });
  } else if (district?.stateId !== location.stateId) {
    problems.push({ path: 'districtId', message: messages['location.districtMismatch'] });
  }
  return problems;
}

/** Whether the referenced lookup rows exist. */
export async function lookupsExist(
  db: Executor,
  ids: { specialityId: number; designationId: number; serviceIds: number[] },
) {
  const [speciality] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(eq(specialities.id, ids.specialityId));
  const [designation] = await db
    .select({ id: designations.id })
    .from(designations)
    .where(eq(designations.id, ids.designationId));
  const uniqueServices = [...new Set(ids.serviceIds)];
  const services =
    uniqueServices.length === 0
      ? []
      : await db
          .select({ id: hospitalServices.id })
          .from(hospitalServices)
          .where(inArray(hospitalServices.id, uniqueServices));
  return {
    speciality: speciality !== undefined,
    designation: designation !== undefined,
    services: services.length === uniqueServices.length,
  };
}

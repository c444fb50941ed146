import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasLocationList, messages, type Area, type Language, type Place } from '@portal/shared';
import type { Executor } from '../../db/client';
import {
  countries,
  designations,
  districts,
  hospitalServices,
  hospitals,
  specialities,
  states,
} from '../../db/schema';
import { nameIn } from '../../db/name-in';
import type { FieldError } from '../../lib/errors';

export function listCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function listStates(db: Executor, countryId: number) {
  return db
    .select({ id: states.id, name: states.name, nameHi: states.nameHi, nameGu: states.nameGu })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

export function listDistricts(db: Executor, stateId: number) {
  return db
    .select({
      id: districts.id,
      name: districts.name,
      nameHi: districts.nameHi,
      nameGu: districts.nameGu,
    })
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name));
}

const lookupTables = { specialities, designations, services: hospitalServices } as const;
export type LookupName = keyof typeof lookupTables;

export function listLookup(db: Executor, name: LookupName) {
  const table = lookupTables[name];
  return db
    .select({ id: table.id, name: table.name, nameHi: table.nameHi, nameGu: table.nameGu })
    .from(table)
    .orderBy(asc(table.id));
}

/**
 * Checks a place against the lists: the country exists; where it has lists, the chosen state
 * belongs to it and the district to the state; where it has none, no list entry is chosen (the
 * names are typed, and the form rules have required them).
 */
export async function checkLocation(
  db: Executor,
  place: Pick<Place, 'countryId' | 'stateId' | 'districtId'>,
): Promise<FieldError[]> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, place.countryId));
  if (!country) return [{ path: 'countryId', message: messages['location.countryRequired'] }];
  if (!hasLocationList(place.countryId)) {
    const problems: FieldError[] = [];
    if (place.stateId != null)
      problems.push({ path: 'stateId', message: messages['location.stateMismatch'] });
    if (place.districtId != null)
      problems.push({ path: 'districtId', message: messages['location.districtMismatch'] });
    return problems;
  }
  const [state] = await db
    .select({ countryId: states.countryId })
    .from(states)
    .where(eq(states.id, place.stateId ?? 0));
  const [district] = await db
    .select({ stateId: districts.stateId })
    .from(districts)
    .where(eq(districts.id, place.districtId ?? 0));
  if (state?.countryId !== place.countryId) {
    return [{ path: 'stateId', message: messages['location.stateMismatch'] }];
  }
  if (district?.stateId !== place.stateId) {
    return [{ path: 'districtId', message: messages['location.districtMismatch'] }];
  }
  return [];
}

/**
 * The state and district names of a row with typed names (hospitals, patients, enquiries), from
 * the lists (joined with a left join) in the reader's language, or as typed where its country
 * has no lists.
 */
export function placeNames(
  table: { stateName: AnyPgColumn; districtName: AnyPgColumn },
  language: Language,
) {
  return {
    stateName: sql<string>`coalesce(${nameIn(states, language)}, ${table.stateName})`,
    districtName: sql<string>`coalesce(${nameIn(districts, language)}, ${table.districtName})`,
  };
}
export const hospitalPlaceNames = (language: Language) => placeNames(hospitals, language);

/** The columns of a checked country, state and district: list ids or typed names, never both. */
export function areaColumns(area: Area) {
  const listed = hasLocationList(area.countryId);
  return {
    countryId: area.countryId,
    stateId: listed ? (area.stateId ?? null) : null,
    districtId: listed ? (area.districtId ?? null) : null,
    stateName: listed ? null : (area.stateName ?? null),
    districtName: listed ? null : (area.districtName ?? null),
  };
}

/** The same with the postal code. */
export function placeColumns(place: Place) {
  return { ...areaColumns(place), pincode: place.pincode };
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

import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  countries,
  designations,
  districts,
  hospitalServices,
  specialities,
  states,
} from '../schema';
import countryRows from '../reference-data/countries.json';
import stateRows from '../reference-data/states.json';
import districtRows from '../reference-data/districts.json';
import specialityRows from '../reference-data/specialities.json';
import designationRows from '../reference-data/designations.json';
import serviceRows from '../reference-data/hospital-services.json';

const CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/**
 * Keeps a present place's Hindi and Gujarati names as the reference data has them; a row whose
 * names are already right is not written.
 */
// The three lookup tables share one type (typeof specialities).
const localNamesFromReference = (
  table: typeof countries | typeof states | typeof districts | typeof specialities,
) => ({
  target: table.id,
  set: { nameHi: sql`excluded.name_hi`, nameGu: sql`excluded.name_gu` },
  setWhere: sql`(${table.nameHi}, ${table.nameGu}) is distinct from (excluded.name_hi, excluded.name_gu)`,
});

/**
 * Countries, the states of India and their districts, specialities, designations and hospital
 * services, each with its Hindi and Gujarati names. Idempotent: rows already present are left as
 * they are, but for their names in other languages, so it runs on every start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInChunks(countryRows, (chunk) =>
      tx.insert(countries).values(chunk).onConflictDoUpdate(localNamesFromReference(countries)),
    );
    await insertInChunks(stateRows, (chunk) =>
      tx.insert(states).values(chunk).onConflictDoUpdate(localNamesFromReference(states)),
    );
    await insertInChunks(districtRows, (chunk) =>
      tx.insert(districts).values(chunk).onConflictDoUpdate(localNamesFromReference(districts)),
    );
    await tx
      .insert(specialities)
      .values(specialityRows)
      .onConflictDoUpdate(localNamesFromReference(specialities));
    await tx
      .insert(designations)
      .values(designationRows)
      .onConflictDoUpdate(localNamesFromReference(designations));
    await tx
      .insert(hospitalServices)
      .values(serviceRows)
      .onConflictDoUpdate(localNamesFromReference(hospitalServices));
    // The lookups were inserted with their ids: move each sequence past them.
    for (const table of ['specialities', 'designations', 'hospital_services']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
  });
}

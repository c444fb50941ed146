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
 * Countries, the states of India and their districts, specialities, designations and hospital
 * services. Idempotent: rows already present are left as they are, so it runs on every start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInChunks(countryRows, (chunk) =>
      tx.insert(countries).values(chunk).onConflictDoNothing(),
    );
    await insertInChunks(stateRows, (chunk) =>
      tx.insert(states).values(chunk).onConflictDoNothing(),
    );
    await insertInChunks(districtRows, (chunk) =>
      tx.insert(districts).values(chunk).onConflictDoNothing(),
    );
    await tx.insert(specialities).values(specialityRows).onConflictDoNothing();
    await tx.insert(designations).values(designationRows).onConflictDoNothing();
    await tx.insert(hospitalServices).values(serviceRows).onConflictDoNothing();
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

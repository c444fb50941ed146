// The data of the patient-list bench, and the plans of the list's queries on it.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listHospitalPatients } from '../src/modules/patients/repository';

/** 1,000 hospitals (the demo hospital, id 1, is one of them) and their patients; skipped when already filled. */
export async function fillPatients(client: pg.Client, hospitals: number, patients: number) {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from patient_hospitals',
  );
  if (rows[0]!.count >= patients) {
    console.log(`reusing ${rows[0]!.count} bound patients`);
    return;
  }
  console.log(`filling ${hospitals} hospitals and ${patients} patients...`);
  const started = Date.now();
  await client.query(`
    insert into hospitals (name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode)
    select 'Bench Hospital ' || g, 'Dr. Bench', 'Cancer', 101, 12, (select min(id) from districts where state_id = 12), '380001'
    from generate_series(1, ${hospitals - 1}) g;
    insert into patients (first_name, last_name, gender_id, age, mobile_number, country_id, state_id, district_id, city, pincode, address, register_type)
    select (array['Asha','Ravi','Meena','Suresh','Lakshmi','Anil','Kavita','Rahul','Pooja','Vikram'])[1 + g % 10] || g % 997,
           (array['Shah','Patel','Iyer','Nair','Desai','Mehta','Joshi','Rao','Gupta','Singh'])[1 + (g / 10) % 10],
           1 + g % 2, 20 + g % 60, (6000000000 + g)::text, 101, 12,
           (select min(id) from districts where state_id = 12), 'Ahmedabad', '380001', 'Address ' || g, 'doctor'
    from generate_series(1, ${patients}) g;
    insert into patient_hospitals (patient_id, hospital_id, created_at)
    select p.id, h.id, now() - (p.id || ' seconds')::interval
    from patients p join (select id, row_number() over (order by id) - 1 as n from hospitals) h on h.n = p.id % ${hospitals};
  `);
  // As autovacuum would leave them: statistics, and the visibility map for index-only scans.
  await client.query('vacuum analyze patients');
  await client.query('vacuum analyze patient_hospitals');
  console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Prints the plan of every query the list runs for the demo hospital, as the repository writes them. */
export async function printPlans(client: pg.Client) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const planDb = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
  }) as unknown as Database;
  for (const search of [undefined, 'asha', '60000012']) {
    captured.length = 0;
    await listHospitalPatients(planDb, 1, search, 1, 10);
    for (const query of captured) {
      const plan = await client.query(
        `explain (analyze, costs off, timing off, summary on) ${query.sql}`,
        query.params,
      );
      console.log(
        `\n-- ${search ? `search "${search}"` : 'first page'}\n` +
          plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'),
      );
    }
  }
}

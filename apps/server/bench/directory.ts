// npm run bench:directory: the find-doctor search on PostgreSQL with 100,000 hospitals.
// Creates a throwaway database, fills it, prints the query plans and timings, drops it.
// Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) pointing at a server where it may create databases.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedStartingData } from '../src/db/seed/starting-data';
import { searchDirectory } from '../src/modules/directory/repository';

const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 100_000);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `portal_bench_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
// Dropping the database at the end ends idle connections; that is expected.
pool.on('error', () => {});
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
}) as unknown as Database;

try {
  await migrate(drizzle(pool), { migrationsFolder: migrationsFolder() });
  await seedStartingData(db);
  console.log(`filling ${HOSPITALS} hospitals with a doctor each...`);
  // Hospitals spread over every district of India, one chief-admin doctor each.
  await pool.query(`
    insert into users (mobile_number, password_hash, first_name, user_type)
    select (6000000000 + g)::text, 'x', 'Doctor ' || g, 'doctor' from generate_series(1, ${HOSPITALS}) g;
    insert into hospitals (name, chief_admin_name, hospital_type, country_id, state_id, district_id, city, pincode, mobile_number)
    select 'Hospital ' || lpad(g::text, 6, '0'), 'Dr. ' || g, (array['Cancer','Multispeciality','Other'])[1 + g % 3],
           101, d.state_id, d.id, 'City ' || (g % 500), '380001', (7000000000 + g)::text
    from generate_series(1, ${HOSPITALS}) g
    join (select id, state_id, row_number() over (order by id) - 1 as n, count(*) over () as total from districts) d
      on d.n = g % d.total;
    insert into doctors (user_id, hospital_id, name, registration_no, speciality_id, gender_id, designation_id, email, is_hospital_admin)
    select u.id, h.id, 'Dr. ' || h.id, 'REG' || h.id, 1 + h.id % 30, 1 + h.id % 2, 1, 'd' || h.id || '@example.in', true
    from hospitals h join users u on u.mobile_number = (6000000000 + h.id)::text;
    analyze;
  `);
  const { rows: gujarat } = await pool.query<{ id: number }>(
    `select id from districts where name = 'Ahmedabad'`,
  );
  const ahmedabad = gujarat[0]!.id;
  const cases = [
    {
      label: 'district + speciality',
      filters: {
        countryId: 101,
        stateId: 12,
        districtId: ahmedabad,
        specialityId: 2,
        page: 1,
        pageSize: 10,
      },
    },
    {
      label: 'district',
      filters: { countryId: 101, stateId: 12, districtId: ahmedabad, page: 1, pageSize: 10 },
    },
    { label: 'state', filters: { countryId: 101, stateId: 12, page: 1, pageSize: 10 } },
    { label: 'country, page 50', filters: { countryId: 101, page: 50, pageSize: 10 } },
  ];
  for (const { label, filters } of cases) {
    captured.length = 0;
    await searchDirectory(db, filters, 'en');
    console.log(`\n## ${label}`);
    for (const query of captured) {
      const { rows } = await pool.query(
        `explain (analyze, costs off, timing off, summary on) ${query.sql}`,
        query.params,
      );
      console.log(rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    }
    const times: number[] = [];
    for (let run = 0; run < 100; run += 1) {
      const start = performance.now();
      await searchDirectory(db, filters, 'en');
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `timing over 100 runs: p50 ${times[49]!.toFixed(1)} ms, p99 ${times[98]!.toFixed(1)} ms`,
    );
  }
} finally {
  await pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// npm run bench:patients: the patient list at 1,000,000 patients across 1,000 hospitals on
// PostgreSQL, through the real server under load (autocannon, 50 connections).
// Creates a throwaway database (BENCH_DATABASE_URL or TEST_DATABASE_URL), drops it at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listHospitalPatients } from '../src/modules/patients/repository';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `portal_bench_${randomBytes(4).toString('hex')}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const port = 3293;
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

function load(url: string, cookie: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections: 50, duration: DURATION, headers: { cookie } },
      (error: unknown, result) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed'))
          : resolve(result),
    );
  });
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const server = spawn(process.execPath, [path.resolve(here, '../dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000000',
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
  },
  stdio: 'ignore',
});
const client = new pg.Client({ connectionString: url.toString() });
try {
  await waitFor(`${base}/api/v1/health/ready`);
  await client.connect();
  console.log(`filling ${HOSPITALS} hospitals and ${PATIENTS} patients...`);
  const started = Date.now();
  // The demo hospital (id 1) is one of the thousand; the others are made here.
  await client.query(`
    insert into hospitals (name, chief_admin_name, hospital_type, country_id, state_id, district_id, pincode)
    select 'Bench Hospital ' || g, 'Dr. Bench', 'Cancer', 101, 12, (select min(id) from districts where state_id = 12), '380001'
    from generate_series(1, ${HOSPITALS - 1}) g;
    insert into patients (first_name, last_name, gender_id, age, mobile_number, country_id, state_id, district_id, city, pincode, address, register_type)
    select (array['Asha','Ravi','Meena','Suresh','Lakshmi','Anil','Kavita','Rahul','Pooja','Vikram'])[1 + g % 10] || g % 997,
           (array['Shah','Patel','Iyer','Nair','Desai','Mehta','Joshi','Rao','Gupta','Singh'])[1 + (g / 10) % 10],
           1 + g % 2, 20 + g % 60, (6000000000 + g)::text, 101, 12,
           (select min(id) from districts where state_id = 12), 'Ahmedabad', '380001', 'Address ' || g, 'doctor'
    from generate_series(1, ${PATIENTS}) g;
    insert into patient_hospitals (patient_id, hospital_id, created_at)
    select p.id, h.id, now() - (p.id || ' seconds')::interval
    from patients p join (select id, row_number() over (order by id) - 1 as n from hospitals) h on h.n = p.id % ${HOSPITALS};
    analyze;
  `);
  console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ mobileNumber: '9000000002', password: 'Demo@1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from patient_hospitals where hospital_id = 1',
  );
  console.log(`the demo hospital holds ${rows[0]!.count} patients`);
  // The plans of the list's queries for the demo hospital, as the repository writes them.
  const captured: { sql: string; params: unknown[] }[] = [];
  const planDb = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
  }) as unknown as Database;
  for (const search of [undefined, 'asha']) {
    captured.length = 0;
    await listHospitalPatients(planDb, 1, search, 1, 10);
    for (const query of captured) {
      const plan = await client.query(
        `explain (analyze, costs off, timing off, summary on) ${query.sql}`,
        query.params,
      );
      console.log(
        `\n-- ${search ? 'search' : 'first page'}\n` +
          plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'),
      );
    }
  }
  const cases = [
    ['first page', '/api/v1/patients?page=1'],
    ['page 50', '/api/v1/patients?page=50'],
    ['name search', '/api/v1/patients?search=asha'],
    ['mobile search', '/api/v1/patients?search=60000012'],
  ] as const;
  const table = [];
  for (const [label, pathAndQuery] of cases) {
    const result = await load(`${base}${pathAndQuery}`, cookie);
    table.push({
      case: label,
      requestsPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.table(table);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await client.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

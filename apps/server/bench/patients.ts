// npm run bench:patients: the patient list of one very large hospital (500,000 patients among
// 2,000,000 bindings) on PostgreSQL, through the real server under load (autocannon, 50
// connections), every case of issue 13: first, deep and last page, a common first name, a
// surname, a name that matches nothing, a full mobile number, a mobile prefix, an alternative
// number. Prints the EXPLAIN (ANALYZE, BUFFERS) of each case's statement, then per case p50/p99,
// requests/s and CPU milliseconds per request (server, PostgreSQL, load generator).
// Creates a throwaway database (BENCH_DATABASE_URL or TEST_DATABASE_URL), drops it at the end.
// --size=N (or BENCH_SIZE): bindings in all, a quarter of them in the big hospital (default
// 2,000,000). BENCH_SERVER: the built server to load (default dist/server.js).
// BENCH_SERVERS="a=path,b=path" loads several builds on the same data in alternating turns.
// BENCH_DATABASE_NAME: fill that database once and keep it (faster reruns). BENCH_ROUNDS: turns.
// BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_CASES: a comma list of case names to run.
// BENCH_PIN=1 (Linux, taskset): the server alone on CPU 0; PostgreSQL and the load generator on
// the others, so the server has a core of its own on a two-core machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { listStatement } from '../src/modules/patients/list-query';
import { fillPatients, pgRunner, type RunSql } from './patients-fill';

const sizeFlag = process.argv.find((arg) => arg.startsWith('--size='))?.split('=')[1];
const PGLITE = process.argv.includes('--pglite');
const BINDINGS = Number(sizeFlag ?? process.env.BENCH_SIZE ?? (PGLITE ? 400_000 : 2_000_000));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (PGLITE ? 10 : 50));
const ONLY = process.env.BENCH_CASES?.split(',');
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const keptName = process.env.BENCH_DATABASE_NAME;
const name = keptName ?? `portal_bench_${randomBytes(4).toString('hex')}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const servers = (
  process.env.BENCH_SERVERS ?? `server=${process.env.BENCH_SERVER ?? '../dist/server.js'}`
)
  .split(',')
  .map((entry, index) => {
    const [label, file] = entry.split('=') as [string, string];
    return { label, file: path.resolve(here, file), port: 3293 + index };
  });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

function load(url: string, cookie: string, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { cookie } },
      (error: unknown, result) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed'))
          : resolve(result),
    );
  });
}

async function login(base: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ mobileNumber: '9000000002', password: 'Demo@1234' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** CPU time a process has used (user + system), from /proc: the one measure other load on the machine does not skew much. */
function cpuMs(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0; // the process has ended
  }
}

/** CPU of the database's backends (PostgreSQL) at this moment, by process id. */
async function backendCpu(client: pg.Client | null) {
  if (!client) return new Map<number, number>();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { rows } = await client.query<{ pids: number[] }>(
    `select array_agg(pid) as pids from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return new Map((rows[0]!.pids ?? []).map((pid) => [pid, cpuMs(pid)]));
}

/** CPU the backends used between two readings: new backends count from zero. */
function usedBetween(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

const PIN = process.env.BENCH_PIN === '1';

/** Pins a process (all its threads) to CPUs, e.g. '0' or '1-3'. */
function pin(pid: number, cpus: string) {
  spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** The PostgreSQL server's processes (the postmaster and every backend). */
function postgresPids(): number[] {
  const found = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean).map(Number);
}

function startServer(server: (typeof servers)[number], databaseUrl: string | null) {
  const command = PIN ? 'taskset' : process.execPath;
  const args = PIN ? ['-c', '0', process.execPath, server.file] : [server.file];
  return spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

/** The cases of issue 13, with real terms of the filled hospital. */
async function cases(run: RunSql, hospitalId: number) {
  const [counts] = await run<{ patients: number }>(
    'select patients from hospital_patient_counts where hospital_id = $1',
    [hospitalId],
  );
  const pages = Math.ceil(counts!.patients / 10);
  const [common] = await run<{ name: string }>(
    `select lower(p.first_name) as name from patient_hospitals ph join patients p on p.id = ph.patient_id
     where ph.hospital_id = $1 group by 1 order by count(*) desc limit 1`,
    [hospitalId],
  );
  const [someone] = await run<{ mobile: string; alt: string }>(
    `select p.mobile_number as mobile, p.alternative_mobile_one as alt from patient_hospitals ph
     join patients p on p.id = ph.patient_id
     where ph.hospital_id = $1 and p.alternative_mobile_one is not null
     order by ph.list_position limit 1 offset 1000`,
    [hospitalId],
  );
  const all: [string, Record<string, string | number>][] = [
    ['first page', { page: 1 }],
    ['deep page', { page: Math.ceil(pages / 2) }],
    ['last page', { page: pages }],
    ['common first name', { search: common!.name }],
    ['surname', { search: 'patel' }],
    ['name that matches nothing', { search: 'zzqx' }],
    ['full mobile', { search: someone!.mobile }],
    ['mobile prefix (5 digits)', { search: someone!.mobile.slice(0, 5) }],
    ['alternative mobile', { search: someone!.alt }],
  ];
  return all.filter(([label]) => !ONLY || ONLY.includes(label));
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement the server runs for a case. */
async function explain(run: RunSql, hospitalId: number, query: Record<string, string | number>) {
  const statement = listStatement(hospitalId, {
    page: Number(query.page ?? 1),
    pageSize: 10,
    search: query.search as string | undefined,
  });
  if (!statement) return '(no statement: nothing can match)';
  const plan = await run<Record<string, string>>(
    `explain (analyze, buffers, costs off) ${statement.statement.text}`,
    statement.values,
  );
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

const admin = PGLITE ? null : new pg.Client({ connectionString: adminUrl });
const children: ChildProcess[] = [];
let client: pg.Client | null = null;
let databaseUrl: string | null = null;
try {
  if (admin) {
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  // The first start migrates and seeds the demo accounts; then the data is filled.
  const first = startServer(servers[0]!, databaseUrl);
  await waitFor(`http://127.0.0.1:${servers[0]!.port}/api/v1/health/ready`);
  let run: RunSql;
  let pglite: PGlite | null = null;
  if (databaseUrl) {
    children.push(first);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    run = pgRunner(client);
  } else {
    // PGlite belongs to one process: the server stops while the bench fills its data.
    await stop(first);
    pglite = new PGlite(path.join(dataDir, 'pglite'));
    run = async <T>(text: string, values: unknown[] = []) =>
      (await pglite!.query<T>(text, values)).rows;
  }
  const [demo] = await run<{ id: number }>(
    "select id from hospitals where name = 'Demo Cancer Hospital'",
  );
  const hospitalId = demo!.id;
  await fillPatients(run, hospitalId, {
    bindings: BINDINGS,
    bigHospital: Math.round(BINDINGS / 4),
    perHospital: PGLITE ? 10_000 : 1_000,
  });
  const benchCases = await cases(run, hospitalId);
  for (const [label, query] of benchCases) {
    console.log(`\n-- ${label} ${JSON.stringify(query)}\n${await explain(run, hospitalId, query)}`);
  }
  if (pglite) await pglite.close();
  for (const [index, server] of servers.entries()) {
    if (index === 0 && databaseUrl) continue;
    children.push(startServer(server, databaseUrl));
    await waitFor(`http://127.0.0.1:${server.port}/api/v1/health/ready`);
  }
  const cookies = await Promise.all(
    servers.map((server) => login(`http://127.0.0.1:${server.port}`)),
  );
  if (PIN) {
    const others = `1-${Math.max(1, os.cpus().length - 1)}`;
    pin(process.pid, others);
    for (const pid of postgresPids()) pin(pid, others);
  }
  const table = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [label, query] of benchCases) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      for (const [index, server] of servers.entries()) {
        const pid = children[index]!.pid!;
        const target = `http://127.0.0.1:${server.port}/api/v1/patients?${search.toString()}`;
        // Unmeasured: plans cached per connection, the JIT warm.
        await load(target, cookies[index]!, 2);
        const before = { server: cpuMs(pid), backends: await backendCpu(client) };
        const loadCpu = process.cpuUsage();
        const result = await load(target, cookies[index]!);
        const loadUsed = process.cpuUsage(loadCpu);
        const after = { server: cpuMs(pid), backends: await backendCpu(client) };
        const requests = result.requests.total;
        const perRequest = (ms: number) => Number((ms / requests).toFixed(3));
        table.push({
          round,
          case: label,
          server: server.label,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          // CPU milliseconds per request: the server (with PGlite: and its database), PostgreSQL's
          // backends, the load generator.
          serverCpuMs: perRequest(after.server - before.server),
          pgCpuMs: client ? perRequest(usedBetween(before.backends, after.backends)) : null,
          loadCpuMs: perRequest((loadUsed.user + loadUsed.system) / 1000),
          errors: result.errors + result.non2xx,
        });
      }
    }
  }
  console.table(table);
} finally {
  for (const child of children) await stop(child);
  await client?.end().catch(() => {});
  if (admin) {
    if (!keptName) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

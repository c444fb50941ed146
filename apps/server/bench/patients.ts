// npm run bench:patients: the patient list at 1,000,000 patients across 1,000 hospitals on
// PostgreSQL, through the real server under load (autocannon, 50 connections).
// Creates a throwaway database (BENCH_DATABASE_URL or TEST_DATABASE_URL), drops it at the end.
// BENCH_SERVER: the built server to load (default dist/server.js). BENCH_SERVERS="a=path,b=path"
// loads several builds on the same data in alternating turns, so a noisy neighbour hits all alike.
// BENCH_DATABASE_NAME: fill that database once and keep it (faster reruns). BENCH_ROUNDS: turns.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fillPatients, printPlans } from './patients-fill';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
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

async function login(base: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ mobileNumber: '9000000002', password: 'Demo@1234' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * Transactions committed in the database and the newest audit line so far (only the list writes
 * audit lines during a load). Idle backends report their statistics within about a second.
 */
async function counters(client: pg.Client, serverPid: number) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { rows } = await client.query<{ commits: string; audits: string; pids: number[] }>(
    `select (select xact_commit from pg_stat_database where datname = current_database()) as commits,
            (select coalesce(max(id), 0) from audit_log) as audits,
            (select array_agg(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()) as pids`,
  );
  const backends = new Map((rows[0]!.pids ?? []).map((pid) => [pid, cpuMs(pid)]));
  return {
    commits: Number(rows[0]!.commits),
    audits: Number(rows[0]!.audits),
    serverCpu: cpuMs(serverPid),
    backends,
  };
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

/** CPU the database backends used between two counters: new backends count from zero. */
function backendCpu(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const children: ChildProcess[] = [];
const client = new pg.Client({ connectionString: url.toString() });
try {
  // One after the other, so only the first applies the migrations.
  for (const server of servers) {
    children.push(
      spawn(process.execPath, [server.file], {
        env: {
          ...process.env,
          PORT: String(server.port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_MINUTE: '10000000',
          DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(`http://127.0.0.1:${server.port}/api/v1/health/ready`);
  }
  await client.connect();
  await fillPatients(client, HOSPITALS, PATIENTS);
  const cookies = await Promise.all(
    servers.map((server) => login(`http://127.0.0.1:${server.port}`)),
  );
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from patient_hospitals where hospital_id = 1',
  );
  console.log(`the demo hospital holds ${rows[0]!.count} patients`);
  await printPlans(client);
  const cases = [
    ['first page', '/api/v1/patients?page=1'],
    ['page 50', '/api/v1/patients?page=50'],
    ['name search', '/api/v1/patients?search=asha'],
    ['mobile search', '/api/v1/patients?search=60000012'],
  ] as const;
  const table = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [label, pathAndQuery] of cases) {
      for (const [index, server] of servers.entries()) {
        const pid = children[index]!.pid!;
        const before = await counters(client, pid);
        const loadCpu = process.cpuUsage();
        const result = await load(
          `http://127.0.0.1:${server.port}${pathAndQuery}`,
          cookies[index]!,
        );
        const loadUsed = process.cpuUsage(loadCpu);
        const after = await counters(client, pid);
        const requests = result.requests.total;
        const perRequest = (ms: number) => Number((ms / requests).toFixed(2));
        table.push({
          round,
          case: label,
          server: server.label,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          // Includes the two counter reads themselves; negligible over thousands of requests.
          commitsPerRequest: Number(((after.commits - before.commits) / requests).toFixed(2)),
          auditLinesPerRequest: Number(((after.audits - before.audits) / requests).toFixed(2)),
          // CPU milliseconds per request: the server, PostgreSQL's backends, the load generator.
          serverCpuMs: perRequest(after.serverCpu - before.serverCpu),
          pgCpuMs: perRequest(backendCpu(before.backends, after.backends)),
          loadCpuMs: perRequest((loadUsed.user + loadUsed.system) / 1000),
          errors: result.errors + result.non2xx,
        });
      }
    }
  }
  console.table(table);
} finally {
  for (const child of children) {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
  await client.end().catch(() => {});
  if (!keptName) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

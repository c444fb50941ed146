// npm run bench: measures the built server against bare node:http on this machine, in one run:
// the health route (budget >= 90 % of bare node:http's requests/s) and the authenticated patient
// list of the demo hospital (budget >= 25 %: session, list statement, audit line, JSON).
// Usage: npm run build && npm run bench [-- --duration 10 --connections 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../dist/server.js');

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The demo hospital admin's session cookie. */
async function login() {
  const response = await fetch('http://127.0.0.1:3292/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ mobileNumber: '9000000002', password: 'Demo@1234' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

function summary(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function waitFor(url, tries = 120) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

// Each server runs in a process of its own, apart from the load generator.
const BARE_SERVER = `
  require('node:http')
    .createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
    })
    .listen(3291, '127.0.0.1');
`;

async function startBareNode() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: 'ignore' });
  await waitFor('http://127.0.0.1:3291/');
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

async function startPortal(dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: '3292',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The flood guard would otherwise answer 429 to the load generator's one address.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  await waitFor('http://127.0.0.1:3292/api/v1/health/ready');
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

// Both servers run side by side and are loaded in alternating rounds, so a noisy neighbour
// affects both alike; the medians are compared.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const stopBare = await startBareNode();
const stopPortal = await startPortal(dataDir);
const rows = [];
const LIST = 'portal GET /api/v1/patients (logged in)';
try {
  await load('http://127.0.0.1:3292/api/v1/health'); // warm-up
  const cookie = { cookie: await login() };
  for (let round = 1; round <= rounds; round += 1) {
    rows.push({ round, ...summary('bare node:http', await load('http://127.0.0.1:3291/')) });
    rows.push({
      round,
      ...summary('portal GET /api/v1/health', await load('http://127.0.0.1:3292/api/v1/health')),
    });
    rows.push({
      round,
      ...summary(LIST, await load('http://127.0.0.1:3292/api/v1/patients?page=1', cookie)),
    });
  }
} finally {
  await stopPortal();
  await stopBare();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
const bareRps = median(
  rows.filter((row) => row.name.startsWith('bare')).map((row) => row.requestsPerSecond),
);
const medianOf = (name) =>
  median(rows.filter((row) => row.name === name).map((row) => row.requestsPerSecond));
const ratio = medianOf('portal GET /api/v1/health') / bareRps;
const listRatio = medianOf(LIST) / bareRps;
const failed = rows.some((row) => row.errors > 0);
console.log(
  `health / bare node:http = ${(ratio * 100).toFixed(1)} % of requests/s (budget >= 90 %); ` +
    `patient list / bare node:http = ${(listRatio * 100).toFixed(1)} % (budget >= 25 %); ` +
    `medians of ${rounds} rounds, ${connections} connections, ${duration} s each` +
    `${failed ? '; SOME REQUESTS FAILED' : ''}`,
);
process.exitCode = ratio >= 0.9 && listRatio >= 0.25 && !failed ? 0 : 1;

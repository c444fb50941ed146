import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SECURITY, SESSION_COOKIE } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DEMO_PASSWORD } from './db/seed/demo';
import { TEST_PASSWORD, throwawayPostgresDatabase } from '../test/helper';
import {
  createDoctorWithHospital,
  doctorPatientBody,
  giveSubscription,
  gujaratDistrictId,
  masterId,
} from '../test/factories';

/**
 * Three server processes on one PostgreSQL database, as behind a load balancer (docs/deployment.md,
 * "Several instances"). They start together on an empty database, so they race on the migrations;
 * then the test checks what must hold across instances: sessions, the login throttle, the patient
 * quota and the scheduled jobs. The server is bundled once into a directory of this run's own
 * (dist-*, ignored by git) and run with node, as in production.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = ['payments.reconcile', 'auth.cleanup', 'audit.maintain'];
const jobNames = sql.join(
  JOBS.map((job) => sql`${job}`),
  sql`, `,
);
/** pg-boss's queue that turns each cron slot into a run; its singleton key is the job's name. */
const CRON_QUEUE = '__pgboss__send-it';

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  /** stdout so far: the start banner and the JSON log lines. */
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

/** The parts of the API's answers this test reads. */
interface AnswerBody {
  error?: { code: string };
  user?: { mobileNumber: string };
}

interface Answer {
  status: number;
  body: string;
  json(): AnswerBody;
  setCookies: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls the API as the web app does: JSON, the CSRF header on writes, the session cookie. */
async function request(
  instance: Instance,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${instance.base}${url}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    json: () => JSON.parse(body) as AnswerBody,
    setCookies: response.headers.getSetCookie(),
  };
}

function sessionCookieFrom(answer: Answer): string {
  const cookie = answer.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie (status ${answer.status}): ${answer.body}`);
  return cookie.split(';')[0]!;
}

/** The JSON log lines an instance wrote (the banner lines are not JSON). */
function logLines(instance: Instance): Record<string, unknown>[] {
  return instance.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('three instances on one database', () => {
  const buildDir = `dist-multi-${process.pid}-${Date.now().toString(36)}`;
  let dataDir = '';
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let handle: DatabaseHandle | undefined;
  const instances: Instance[] = [];
  const running = (instance: Instance) =>
    instance.child.exitCode === null && instance.child.signalCode === null;
  const killAll = () => {
    for (const instance of instances) if (running(instance)) instance.child.kill('SIGKILL');
  };

  async function rows<T>(query: SQL): Promise<T[]> {
    const result: unknown = await handle!.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  function start(name: string, port: number, url: string): Instance {
    const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: dataDir,
        // The same keys on every instance, as docs/deployment.md asks.
        APP_SECRET: 'multi-instance-secret-0123456789abcdef0123',
        AADHAAR_HMAC_KEY: 'multi-instance-aadhaar-0123456789abcdef01',
        DEMO_MODE: 'true',
        LOG_LEVEL: 'info',
        // The hourly job too runs every minute, so one test run sees both jobs run.
        JOB_SCHEDULE_MINUTES: '1',
      },
    });
    const instance: Instance = {
      name,
      base: `http://127.0.0.1:${port}`,
      child,
      stdout: '',
      stderr: '',
      exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (instance.stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (instance.stderr += chunk));
    return instance;
  }

  async function whenReady(instance: Instance, deadline: number) {
    while (Date.now() < deadline) {
      if (!running(instance)) {
        throw new Error(
          `instance ${instance.name} ended (${instance.child.exitCode ?? instance.child.signalCode}) before it was ready:\n` +
            `${instance.stderr}\n${instance.stdout.slice(-3000)}`,
        );
      }
      const ready = await fetch(`${instance.base}/api/v1/health/ready`).catch(() => null);
      if (ready?.status === 200) return;
      await settle(250);
    }
    throw new Error(`instance ${instance.name} was not ready in time:\n${instance.stderr}`);
  }

  /** SIGTERM, as a process manager stops an instance; the exit code of each. */
  async function stopAll(): Promise<(number | null)[]> {
    for (const instance of instances) if (running(instance)) instance.child.kill('SIGTERM');
    return Promise.all(instances.map((instance) => instance.exited));
  }

  beforeAll(async () => {
    process.once('exit', killAll);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-multi-'));
    await promisify(execFile)(process.execPath, ['build.mjs'], {
      cwd: serverDir,
      env: { ...process.env, SERVER_OUT_DIR: buildDir },
    });
    database = await throwawayPostgresDatabase('portal_multi');
    const ports = [await freePort(), await freePort(), await freePort()];
    // All three at once on the empty database: they race on the migrations and the seeds.
    instances.push(
      ...['A', 'B', 'C'].map((name, index) => start(name, ports[index]!, database!.url)),
    );
    const deadline = Date.now() + 90_000;
    await Promise.all(instances.map((instance) => whenReady(instance, deadline)));
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  }, 150_000);

  afterAll(async () => {
    const stopping = stopAll();
    const timeout = setTimeout(killAll, 15_000);
    await stopping;
    clearTimeout(timeout);
    process.removeListener('exit', killAll);
    await handle?.close();
    await database?.drop();
    rmSync(path.join(serverDir, buildDir), { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('all start on an empty database; the migrations and the demo seed run once', async () => {
    for (const instance of instances) expect(running(instance), instance.name).toBe(true);
    const journal = JSON.parse(
      readFileSync(path.join(serverDir, 'drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const applied = await rows<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(
      journal.entries.map((entry) => entry.when),
    );
    // The seeds run under the migrations' lock: one instance created the demo accounts, the
    // others found them there.
    const seeded = instances.filter((instance) =>
      instance.stdout.includes('demo accounts created'),
    );
    expect(seeded).toHaveLength(1);
    const [demo] = await rows<{ admins: number; hospitals: number }>(sql`
      select (select count(*)::int from users where mobile_number = '9000000001') as admins,
             (select count(*)::int from hospitals where name = 'Demo Cancer Hospital') as hospitals`);
    expect(demo).toEqual({ admins: 1, hospitals: 1 });
  });

  it('a session made on one instance works on the others; a logout on one ends it on all', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const login = await request(a, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber: '9000000002', password: DEMO_PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookieFrom(login);
    for (const instance of [b, c, a]) {
      const session = await request(instance, 'GET', '/api/v1/auth/session', { cookie });
      expect(session.status, `${instance.name}: ${session.body}`).toBe(200);
      expect(session.json().user?.mobileNumber).toBe('9000000002');
      const list = await request(instance, 'GET', '/api/v1/patients?page=1', { cookie });
      expect(list.status, `${instance.name}: ${list.body}`).toBe(200);
    }

    const logout = await request(b, 'POST', '/api/v1/auth/logout', { cookie });
    expect(logout.status, logout.body).toBe(200);
    for (const instance of [c, a, b]) {
      const session = await request(instance, 'GET', '/api/v1/auth/session', { cookie });
      expect(session.json().user, instance.name).toBeNull();
      const list = await request(instance, 'GET', '/api/v1/patients?page=1', { cookie });
      expect(list.status, instance.name).toBe(401);
    }
  });

  it('counts failed logins across instances: after the free ones every instance slows the address', async () => {
    // The demo doctor without a subscription; no other test here logs in as them.
    const mobileNumber = '9000000004';
    for (let attempt = 0; attempt < SECURITY.loginFreeFailuresPerSource; attempt += 1) {
      const instance = instances[attempt % instances.length]!;
      const wrong = await request(instance, 'POST', '/api/v1/auth/login', {
        body: { mobileNumber, password: `Wrong@${attempt}xyz` },
      });
      expect(wrong.status, `attempt ${attempt} on ${instance.name}: ${wrong.body}`).toBe(401);
      expect(wrong.json().error?.code).toBe('invalid_credentials');
    }
    // The right password no longer helps, whichever instance is asked.
    for (const instance of instances) {
      const refused = await request(instance, 'POST', '/api/v1/auth/login', {
        body: { mobileNumber, password: DEMO_PASSWORD },
      });
      expect(refused.status, `${instance.name}: ${refused.body}`).toBe(429);
      expect(refused.json().error?.code).toBe('rate_limited');
    }
    const [counted] = await rows<{ failures: number }>(sql`
      select count(*)::int as failures from auth_attempts
       where kind = 'login_failure' and subject = ${mobileNumber}`);
    expect(counted!.failures).toBe(SECURITY.loginFreeFailuresPerSource);
  });

  it('checks at most the limit of passwords when a burst is spread over the instances', async () => {
    // The demo patient; no other test here logs in as them. All the logins of this file stay
    // under the per-address login limit of each instance (30 a minute), kept in its memory.
    const mobileNumber = '9000000005';
    const limit = SECURITY.loginFreeFailuresPerSource;
    const attempts = 24;
    const burst = await Promise.all(
      Array.from({ length: attempts }, (_, attempt) =>
        request(instances[attempt % instances.length]!, 'POST', '/api/v1/auth/login', {
          body: { mobileNumber, password: `Wrong@${attempt}xyz` },
        }),
      ),
    );
    const checked = burst.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(limit);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(attempts - checked);
    // Whatever the burst left of the limit, one at a time over the instances, then 429.
    let more = 0;
    for (;;) {
      const instance = instances[more % instances.length]!;
      const answer = await request(instance, 'POST', '/api/v1/auth/login', {
        body: { mobileNumber, password: 'Wrong@12345' },
      });
      if (answer.status === 429) break;
      expect(answer.status, `${instance.name}: ${answer.body}`).toBe(401);
      more += 1;
    }
    expect(checked + more).toBe(limit);
  });

  it('registrations racing over the three instances never exceed the hospital quota', async () => {
    const db = handle!.db;
    const quota = 12;
    const usedBefore = 4;
    const left = quota - usedBefore;
    const chief = await createDoctorWithHospital(db);
    const hospitalId = chief.hospitalId!;
    await giveSubscription(db, hospitalId, quota);
    const login = await request(instances[0]!, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber: chief.mobileNumber, password: TEST_PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookieFrom(login);
    const ahmedabad = await gujaratDistrictId(db);
    const stageId = await masterId(db, 'stage', 'Early');
    const siteId = await masterId(db, 'site', 'Breast');
    const body = () =>
      doctorPatientBody({ districtId: ahmedabad, doctorId: chief.doctorId, stageId, siteId });
    const register = (index: number) =>
      request(instances[index % instances.length]!, 'POST', '/api/v1/patients', {
        cookie,
        body: body(),
      });

    for (let index = 0; index < usedBefore; index += 1) {
      const created = await register(index);
      expect(created.status, created.body).toBe(201);
    }
    const attempts = 3 * (left + 5);
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) => register(index)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(left);
    expect(statuses.filter((status) => status === 402)).toHaveLength(attempts - left);
    for (const refused of answers.filter((answer) => answer.status === 402)) {
      expect(refused.json().error?.code).toBe('quota_exhausted');
    }

    const [stored] = await rows<{ bound: number; remaining: number }>(sql`
      select (select count(*)::int from patient_hospitals where hospital_id = ${hospitalId}) as bound,
             (select sum(remaining_count)::int from hospital_subscriptions
               where hospital_id = ${hospitalId}) as remaining`);
    expect(stored).toEqual({ bound: quota, remaining: 0 });
  });

  it('runs each scheduled job once per minute slot across the instances', async () => {
    // Per job: slots the cron turned into a run, and runs completed.
    const progress = async () =>
      rows<{ job: string; slots: number; completed: number }>(sql`
        select job,
               count(*) filter (where name = ${CRON_QUEUE})::int as slots,
               count(*) filter (where name <> ${CRON_QUEUE})::int as completed
          from (select name, coalesce(singleton_key, name) as job, state from pgboss.job
                union all
                select name, coalesce(singleton_key, name) as job, state from pgboss.archive) jobs
         where state = 'completed' and job in (${jobNames})
         group by job`);
    // pg-boss looks at the schedules every 30 s: two slots of each job take at most about 100 s.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const done = await progress();
      const twice = (job: string) => {
        const row = done.find((candidate) => candidate.job === job);
        return (row?.slots ?? 0) >= 2 && (row?.completed ?? 0) >= 2;
      };
      if (JOBS.every(twice)) break;
      if (Date.now() > deadline) throw new Error(`jobs did not run twice: ${JSON.stringify(done)}`);
      await settle(2_000);
    }
    // Stopping lets a run in progress finish (pg-boss stops gracefully), so what follows is final.
    expect(await stopAll()).toEqual([0, 0, 0]);

    const slots = await rows<{ job: string; slot: Date; state: string }>(sql`
      select singleton_key as job, singleton_on as slot, state::text
        from (select name, singleton_key, singleton_on, state from pgboss.job
              union all
              select name, singleton_key, singleton_on, state from pgboss.archive) cron
       where name = ${CRON_QUEUE}
       order by singleton_on`);
    const runs = await rows<{ id: string; name: string; state: string }>(sql`
      select id::text, name, state::text
        from (select id, name, state from pgboss.job
              union all
              select id, name, state from pgboss.archive) runs
       where name in (${jobNames})`);
    // Each run an instance started, from the instances' own logs.
    const started = instances.flatMap((instance) =>
      logLines(instance)
        .filter((line) => line.msg === 'job started')
        .map((line) => ({ instance: instance.name, job: line.job, runId: line.runId })),
    );

    for (const job of JOBS) {
      // The slots pg-boss's cron turned into a run: one per minute, none skipped.
      const jobSlots = slots.filter((slot) => slot.job === job && slot.state === 'completed');
      const minutes = jobSlots.map((slot) => new Date(slot.slot).getTime() / 60_000);
      expect(minutes.length).toBeGreaterThanOrEqual(2);
      expect(minutes).toEqual(minutes.map((_, index) => minutes[0]! + index));
      // One run for each slot, however many instances looked at the schedule.
      const jobRuns = runs.filter((run) => run.name === job);
      expect(jobRuns, job).toHaveLength(jobSlots.length);
      // Every run completed, except one created just before the stop that no one took yet.
      const completed = jobRuns.filter((run) => run.state === 'completed');
      expect(jobRuns.filter((run) => run.state !== 'completed').map((run) => run.state)).toEqual(
        jobRuns.length === completed.length ? [] : ['created'],
      );
      // Each completed run was started by exactly one instance, once; nothing else was started.
      const startedRuns = started.filter((run) => run.job === job).map((run) => run.runId);
      expect(startedRuns.slice().sort(), job).toEqual(completed.map((run) => run.id).sort());
    }
  }, 200_000);
});

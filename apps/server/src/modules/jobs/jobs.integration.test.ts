import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authAttempts,
  idempotentAnswers,
  otpChallenges,
  sessions,
  twoFactorChallenges,
} from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createDoctorWithHospital, createUser } from '../../../test/factories';
import { deleteExpiredAuthRows } from '../auth/cleanup';
import { pgBossJobRunner } from './pg-boss-runner';
import type { JobDefinition } from './types';

const HOUR_MS = 60 * 60 * 1000;

describe('GET /admin/jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists every job to the super admin, and to no one else', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/admin/jobs')).statusCode).toBe(401);
    const doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/jobs', { cookie: doctor })).statusCode).toBe(
      403,
    );
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const response = await call(ctx.app, 'GET', '/api/v1/admin/jobs', { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'payments.reconcile', everyMinutes: 1, lastState: null }),
      expect.objectContaining({ name: 'appointments.remind', everyMinutes: 5, failedLastDay: 0 }),
      expect.objectContaining({ name: 'auth.cleanup', everyMinutes: 60, failedLastDay: 0 }),
      expect.objectContaining({ name: 'audit.maintain', everyMinutes: 60, failedLastDay: 0 }),
      expect.objectContaining({ name: 'fhir.export', everyMinutes: 1, failedLastDay: 0 }),
    ]);
  });

  it('reports the jobs in /metrics and in readiness', async () => {
    const metrics = await call(ctx.app, 'GET', '/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('portal_jobs_waiting{job="payments.reconcile"} 0');
    expect(metrics.body).toContain('portal_jobs_failed_last_day{job="auth.cleanup"} 0');
    const ready = await call(ctx.app, 'GET', '/api/v1/health/ready');
    expect(ready.json().checks.jobs).toEqual({
      status: 'ok',
      details: { waiting: 0, failedLastDay: 0 },
    });
  });

  it('cleans up sessions, codes and attempts a day past their end, and nothing newer', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      tokenHash: `${name}`.padEnd(64, '0'),
      userId: user.id,
      expiresAt,
      revokedAt,
    });
    await ctx.db
      .insert(sessions)
      .values([
        session('a', ago(30)),
        session('b', ago(-5), ago(30)),
        session('c', ago(2)),
        session('d', ago(-5)),
      ]);
    await ctx.db.insert(otpChallenges).values([
      { userId: user.id, codeHash: 'x'.repeat(64), expiresAt: ago(30) },
      { userId: user.id, codeHash: 'y'.repeat(64), expiresAt: ago(30), resetExpiresAt: ago(1) },
      { userId: user.id, codeHash: 'z'.repeat(64), expiresAt: ago(1) },
    ]);
    await ctx.db.insert(authAttempts).values([
      { kind: 'login_failure', subject: 'cleanup-old', createdAt: ago(30) },
      { kind: 'login_failure', subject: 'cleanup-new', createdAt: ago(0.1) },
    ]);
    await ctx.db.insert(twoFactorChallenges).values([
      { userId: user.id, tokenHash: 'p'.repeat(64), expiresAt: ago(30) },
      { userId: user.id, tokenHash: 'q'.repeat(64), expiresAt: ago(1) },
    ]);

    await ctx.db.insert(idempotentAnswers).values([
      {
        userId: user.id,
        key: 'old-answer-key-0001',
        route: 'POST /x',
        status: 201,
        body: {},
        createdAt: ago(30),
      },
      {
        userId: user.id,
        key: 'new-answer-key-0001',
        route: 'POST /x',
        status: 201,
        body: {},
        createdAt: ago(1),
      },
    ]);

    const gone = await deleteExpiredAuthRows(ctx.db, now);
    expect(gone).toEqual({
      sessionsGone: 2,
      codesGone: 1,
      attemptsGone: 1,
      challengesGone: 1,
      answersGone: 1,
    });
    const answers = await ctx.db
      .select({ key: idempotentAnswers.key })
      .from(idempotentAnswers)
      .where(eq(idempotentAnswers.userId, user.id));
    expect(answers).toEqual([{ key: 'new-answer-key-0001' }]);
    const left = await ctx.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.tokenHash[0]).sort()).toEqual(['c', 'd']);
    const codes = await ctx.db
      .select({ codeHash: otpChallenges.codeHash })
      .from(otpChallenges)
      .where(eq(otpChallenges.userId, user.id));
    expect(codes.map((row) => row.codeHash[0]).sort()).toEqual(['y', 'z']);
    const challenges = await ctx.db
      .select({ tokenHash: twoFactorChallenges.tokenHash })
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(challenges.map((row) => row.tokenHash[0])).toEqual(['q']);
  });
});

// pg-boss needs a PostgreSQL server: this part runs in the PostgreSQL pass of the suite.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('jobs on PostgreSQL (pg-boss)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `portal_jobs_${randomBytes(6).toString('hex')}`;
  let url = '';
  const log = pino({ level: 'silent' });
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('keeps at most one run waiting when two instances are asked at the same moment, and shows a failure', async () => {
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobs: JobDefinition[] = [
      {
        name: 'test.count',
        everyMinutes: 60,
        retryLimit: 0,
        run: async () => {
          runs += 1;
          await gate;
        },
      },
      {
        name: 'test.fail',
        everyMinutes: 60,
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          throw new Error('provider timed out');
        },
      },
    ];
    // Two instances started together on a fresh database: pg-boss creates its schema once.
    const instances = [pgBossJobRunner(jobs, url, log), pgBossJobRunner(jobs, url, log)];
    await Promise.all(instances.map((instance) => instance.start()));
    try {
      // One run is under way (held at the gate): asking both instances at once now leaves
      // exactly one run waiting, whichever instance polls when. Asked before the first run
      // starts, a second request could land after a worker took the first: that is a new run.
      await instances[0]!.trigger('test.count');
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 50 });
      await Promise.all(instances.map((instance) => instance.trigger('test.count')));
      const waiting = await instances[1]!.status();
      expect(waiting[0]).toEqual(expect.objectContaining({ name: 'test.count', waiting: 1 }));
      release();
      await instances[0]!.trigger('test.fail');
      await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000, interval: 50 });
      await settle(6_000);
      expect(runs).toBe(2);
      const status = await instances[1]!.status();
      expect(status).toEqual([
        expect.objectContaining({ name: 'test.count', lastState: 'completed', waiting: 0 }),
        expect.objectContaining({
          name: 'test.fail',
          lastState: 'failed',
          lastError: 'provider timed out',
          failedLastDay: 1,
        }),
      ]);
    } finally {
      release();
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  }, 40_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildApp } from '../../app';
import {
  buildTestApp,
  call,
  testConfig,
  testDatabase,
  type TestContext,
} from '../../../test/helper';

describe('health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers liveness without a session', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  // First readiness call of the file: the queue's answer is then reused for 10 s.
  it('reports the database, the SMS outbox and the background jobs in readiness', async () => {
    await ctx.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '9000000002', body: 'waiting', status: 'queued' });
    const response = await call(ctx.app, 'GET', '/api/v1/health/ready');
    expect(response.json()).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', details: { latencyMs: expect.any(Number) } },
        smsOutbox: {
          status: 'ok',
          details: { queued: expect.any(Number), oldestQueuedSeconds: expect.any(Number) },
        },
        jobs: { status: 'ok', details: { waiting: 0, failedLastDay: 0 } },
      },
    });
  });

  it('answers readiness after asking the database', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/health/ready');
    expect(response.statusCode).toBe(200);
  });

  it('takes checks registered later, and a failed non-critical one keeps the instance ready', async () => {
    ctx.app.readiness.register('scheduler', () => Promise.reject(new Error('stalled')), {
      critical: false,
    });
    const response = await call(ctx.app, 'GET', '/api/v1/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json().checks.scheduler).toEqual({ status: 'failed' });
  });

  it('answers readiness 503 when the database is down, liveness still 200', async () => {
    const database = await testDatabase();
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      serveWeb: false,
    });
    try {
      await database.close();
      const response = await call(app, 'GET', '/api/v1/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: { status: 'failed' } },
      });
      expect((await call(app, 'GET', '/api/v1/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('sets security headers on the API', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/locations/specialities');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the one error shape', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});

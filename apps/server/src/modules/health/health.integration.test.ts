import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestContext } from '../../../test/helper';

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

  it('answers readiness after asking the database', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/health/ready');
    expect(response.statusCode).toBe(200);
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

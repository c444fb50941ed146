import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../test/helper';
import { createDoctorWithHospital, createUser } from '../../test/factories';
import { PUBLIC_CACHE } from './security';

describe('Cache-Control', () => {
  let ctx: TestContext;
  let doctor: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
  });
  afterAll(() => ctx.close());

  it('is no-store on every answer carrying someone’s data', async () => {
    for (const [url, cookie] of [
      ['/api/v1/auth/session', doctor],
      ['/api/v1/patients?page=1&pageSize=10', doctor],
      ['/api/v1/subscriptions/mine', doctor],
      ['/api/v1/admin/audit', admin],
      ['/api/v1/messaging/outbox', admin],
    ] as const) {
      const response = await call(ctx.app, 'GET', url, { cookie });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on sign-in and on refusals', async () => {
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber: '9000012345', password: 'Wrong@1234' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['cache-control']).toBe('no-store');
    const anonymous = await call(ctx.app, 'GET', '/api/v1/patients');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('says public, and for how long, where the answer is the same for everyone', async () => {
    for (const [url, expected] of [
      ['/api/v1/locations/countries', PUBLIC_CACHE.referenceData],
      ['/api/v1/locations/specialities', PUBLIC_CACHE.referenceData],
      ['/api/v1/masters/stage', 'public, no-cache'],
      ['/api/v1/subscriptions/plans/active', PUBLIC_CACHE.listings],
      ['/api/v1/content/site-config', PUBLIC_CACHE.listings],
    ] as const) {
      const response = await call(ctx.app, 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], url).toBe(expected);
    }
  });

  it('never caches a failure of a public route', async () => {
    const missing = await call(ctx.app, 'GET', '/api/v1/masters/stage/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  errorOf,
  giveSubscription,
  sessionUserOf,
} from '../../test/factories';

const SESSION = '/api/v1/auth/session';

describe('access control on every API route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ demoMode: false });
  });
  afterAll(() => ctx.close());

  it('lets anyone call a public route', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/locations/designations')).statusCode).toBe(200);
  });

  it('answers a dead cookie 401 on a private route and tells the browser to drop it', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    await call(ctx.app, 'POST', '/api/v1/auth/logout', { cookie });

    const response = await call(ctx.app, 'GET', '/api/v1/auth/two-factor', { cookie });
    expect(response.statusCode).toBe(401);
    const cleared = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('treats a dead cookie on a public route as no session', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    await call(ctx.app, 'POST', '/api/v1/auth/logout', { cookie });
    const response = await call(ctx.app, 'GET', '/api/v1/locations/countries/101/states', {
      cookie,
    });
    expect(response.statusCode).toBe(200);
  });

  it('checks the permission before the route runs: a doctor gets 403, not the route answer', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const cookie = await loginAs(ctx.app, doctor.mobileNumber);
    // Outside demo mode the route itself would answer 404; the doctor must not even learn that.
    const response = await call(ctx.app, 'GET', '/api/v1/messaging/outbox', { cookie });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
  });

  it('reads the session user fresh on every request (subscription bought after login)', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const cookie = await loginAs(ctx.app, doctor.mobileNumber);
    const before = sessionUserOf(await call(ctx.app, 'GET', SESSION, { cookie }));
    expect(before).toMatchObject({ hasActiveSubscription: false, remainingPatientQuota: 0 });

    await giveSubscription(ctx.db, doctor.hospitalId!, 25);
    const after = sessionUserOf(await call(ctx.app, 'GET', SESSION, { cookie }));
    expect(after).toMatchObject({
      hasActiveSubscription: true,
      remainingPatientQuota: 25,
      isHospitalAdmin: true,
    });
  });

  it('gives the super admin the admin permissions in the session', async () => {
    const admin = await createUser(ctx.db, 'super_admin');
    const cookie = await loginAs(ctx.app, admin.mobileNumber);
    const user = sessionUserOf(await call(ctx.app, 'GET', SESSION, { cookie }));
    expect(user).toMatchObject({
      userType: 'super_admin',
      isSuperAdmin: true,
      hospitalId: null,
      doctorId: null,
    });
    expect(user.permissions).toEqual(expect.arrayContaining(['manage:masters', 'read:outbox']));
    expect(user.permissions).not.toContain('read:patients');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@portal/shared';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../test/helper';
import { createUser, errorOf, nextMobile, type ApiError } from '../../test/factories';

const CSRF_REFUSAL = {
  error: {
    code: 'csrf',
    message: 'This request was refused because it did not come from the portal.',
  },
};
const AVAILABILITY = '/api/v1/accounts/mobile-availability';

describe('CSRF defence (no PUBLIC_ORIGIN: the origin must match the Host)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const loginBody = (mobileNumber: string) => ({ mobileNumber, password: TEST_PASSWORD });

  it('refuses a POST without the x-portal-request header: 403 csrf, and does not log in', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const response = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: loginBody(user.mobileNumber),
      withoutCsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses the header with another value', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      withoutCsrf: true,
      headers: { [CSRF_HEADER]: 'true' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
  });

  it('refuses a POST whose Origin is another site, even with the header', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      headers: { host: 'portal.example.in', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
  });

  it('refuses Origin: null and a malformed origin', async () => {
    for (const origin of ['null', 'not a url']) {
      const response = await call(ctx.app, 'POST', AVAILABILITY, {
        body: { mobileNumber: nextMobile() },
        headers: { host: 'portal.example.in', origin },
      });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
  });

  it('accepts a same-origin POST with the header', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      headers: {
        host: 'portal.example.in',
        origin: 'http://portal.example.in',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true });
  });

  it('protects logout too: a cross-site logout leaves the session alone', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const forced = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
      cookie,
      withoutCsrf: true,
    });
    expect(forced.statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).statusCode).toBe(200);
  });

  it('does not ask GET requests for the header', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/locations/countries', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('CSRF defence with PUBLIC_ORIGIN set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ publicOrigin: 'https://portal.example.in' });
  });
  afterAll(() => ctx.close());

  it('accepts only the configured origin', async () => {
    const ok = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      headers: { origin: 'https://portal.example.in' },
    });
    expect(ok.statusCode).toBe(200);

    for (const origin of [
      'http://portal.example.in',
      'https://portal.example.in.evil.example',
      'https://evil.example',
    ]) {
      const refused = await call(ctx.app, 'POST', AVAILABILITY, {
        body: { mobileNumber: nextMobile() },
        headers: { origin, host: new URL(origin).host },
      });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json()).toEqual(CSRF_REFUSAL);
    }
  });
});

describe('the one error shape', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a validation failure with code, message and fieldErrors', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, { body: { mobileNumber: '98' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<{ error: ApiError }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Some fields are not valid. Please check the form.',
    });
    expect(body.error.fieldErrors).toContainEqual({
      path: 'mobileNumber',
      message: 'Mobile Number must be 10 digit',
    });
    expect(Object.keys(body.error).sort()).toEqual(['code', 'fieldErrors', 'message']);
  });

  it('answers a missing body as a validation failure, not a crash', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY);
    expect(response.statusCode).toBe(400);
    expect(typeof errorOf(response).code).toBe('string');
    expect(errorOf(response).message.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      headers: { 'content-type': 'application/json' },
      body: '{"mobileNumber": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: ApiError }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error.code).toBe('string');
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('answers an unsupported content type with 415 in the same shape', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      headers: { 'content-type': 'text/xml' },
      body: '<mobileNumber>9876543210</mobileNumber>',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(errorOf(response).code).toEqual(expect.any(String));
  });

  it('answers a body over 1 MiB with 413 in the same shape', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: '9876543210', padding: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json())).toEqual(['error']);
  });

  it('answers unknown API routes 404', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('answers 401 in the same shape', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/auth/two-factor');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please log in to continue.' },
    });
  });
});

describe('flood guard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 429 in the one error shape after 30 availability checks a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await call(ctx.app, 'POST', AVAILABILITY, {
        body: { mobileNumber: nextMobile() },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          error: { code: 'rate_limited', message: 'Too many requests. Please wait and try again.' },
        });
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../test/helper';
import { createUser, enquiryBody, gujaratDistrictId, masterId } from '../../test/factories';

const CONTROL = messages['common.controlCharacters'];

/** The control-character rule, applied to every request before the route's own validation. */
describe('control characters in requests', () => {
  let ctx: TestContext;
  let admin: string;
  let ahmedabad: number;

  const enquiry = (overrides: Record<string, unknown> = {}) => enquiryBody(ahmedabad, overrides);

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db);
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
  });
  afterAll(() => ctx.close());

  it('refuses a NUL in a master name on its field, and saves nothing', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/masters/stage', {
      cookie: admin,
      body: { name: 'Late\u0000stage' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: messages['error.validation'],
        fieldErrors: [{ path: 'name', message: CONTROL }],
      },
    });
    const list = await call(ctx.app, 'GET', '/api/v1/masters/stage', { cookie: admin });
    expect(list.json<{ name: string }[]>().map((item) => item.name)).not.toContain(
      'Late\u0000stage',
    );
  });

  it('names every offending field of a body, nested ones by their path', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ name: 'Ravi\u0007', city: 'Ahmedabad\u001b[2J', purpose: 'Need\u0085 help' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fieldErrors: unknown } }>().error.fieldErrors).toEqual([
      { path: 'name', message: CONTROL },
      { path: 'city', message: CONTROL },
      { path: 'purpose', message: CONTROL },
    ]);
  });

  it('refuses half of a surrogate pair, which is no character at all', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ description: 'Pain \ud83d since surgery' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fieldErrors: unknown } }>().error.fieldErrors).toEqual([
      { path: 'description', message: CONTROL },
    ]);
  });

  it('checks the query and the path as well as the body', async () => {
    const query = await call(ctx.app, 'GET', '/api/v1/contact/enquiries?search=a%00b', {
      cookie: admin,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json<{ error: { fieldErrors: unknown } }>().error.fieldErrors).toEqual([
      { path: 'search', message: CONTROL },
    ]);
    const path = await call(ctx.app, 'GET', '/api/v1/masters/stage%00', { cookie: admin });
    expect(path.statusCode).toBe(400);
    expect(path.json<{ error: { fieldErrors: unknown } }>().error.fieldErrors).toEqual([
      { path: 'kind', message: CONTROL },
    ]);
  });

  it('keeps tabs, new lines, emoji and Indian scripts: the enquiry is saved as sent', async () => {
    const description = 'Line one\r\nLine two\twith a tab 🙏\nनमस्ते, ગુજરાતી';
    const response = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ description }),
    });
    expect(response.statusCode).toBe(201);
    const list = await call(ctx.app, 'GET', '/api/v1/contact/enquiries?page=1&pageSize=10', {
      cookie: admin,
    });
    expect(list.json<{ data: { description: string }[] }>().data[0]!.description).toBe(description);
  });

  it('refuses ids no integer column can hold before they reach the database', async () => {
    const stage = await masterId(ctx.db, 'stage', 'Early');
    for (const url of [
      '/api/v1/masters/stage/2147483648',
      '/api/v1/masters/sub_site?parentId=9876543210',
      '/api/v1/locations/states/2147483648/districts',
    ]) {
      const response = await call(ctx.app, 'GET', url, { cookie: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe(
        'validation_failed',
      );
    }
    const largest = await call(ctx.app, 'GET', '/api/v1/masters/stage/2147483647', {
      cookie: admin,
    });
    expect(largest.statusCode).toBe(404);
    const real = await call(ctx.app, 'GET', `/api/v1/masters/stage/${stage}`, { cookie: admin });
    expect(real.statusCode).toBe(200);
  });

  it('answers an address the router cannot read in the one error shape', async () => {
    for (const url of ['/api/v1/masters/%zz', `/api/v1/masters/${'9'.repeat(400)}`]) {
      const response = await call(ctx.app, 'GET', url, { cookie: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'bad_request', message: messages['error.badAddress'] },
      });
    }
  });
});

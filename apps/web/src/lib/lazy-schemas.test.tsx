import { afterEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@portal/shared';
import * as lazySchemaSet from './lazy-schema-set';
import { mockApi, refusal } from '../../test/api-mock';
import { api, ApiError, type ResponseSchema } from './api-client';
import { lazyZodResolver } from './form-resolver';
import { lazySchema, type LazySchema } from './lazy-schemas';

const anonymous = { user: null, demoMode: true, twoFactorEnrolmentRequired: false };

afterEach(() => vi.unstubAllGlobals());

/** A lazy schema whose fetch fails the first `failures` times (a chunk that did not come). */
function flaky<S>(schema: LazySchema<S>, failures: number) {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return calls <= failures ? Promise.reject(new Error('chunk not fetched')) : schema.load();
    },
    calls: () => calls,
  };
}

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the lazy schema set', () => {
  it("holds @portal/shared's own schema objects under their own names", () => {
    // The server's routes answer with these very objects (web-calls.integration.test.ts).
    const exports = shared as Record<string, unknown>;
    const same = Object.entries(lazySchemaSet).filter(([name]) => name in exports);
    expect(same.length).toBeGreaterThanOrEqual(6);
    for (const [name, schema] of same) expect(schema, name).toBe(exports[name]);
  });
});

describe('a call checked with a lazy schema', () => {
  it('answers with the parsed data, and refuses an answer the schema does not accept', async () => {
    mockApi({
      'GET /auth/session': () => ({ body: anonymous }),
      'PUT /account/language': () => ({ body: { nothing: true } }),
    });
    await expect(api.get('/auth/session', { schema: lazySchema('sessionState') })).resolves.toEqual(
      anonymous,
    );
    await expect(
      api.put('/account/language', { body: {}, schema: lazySchema('okResponse') }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it("reads the server's refusal and its field errors", async () => {
    mockApi({
      'POST /auth/login': () =>
        refusal(400, 'Enter a valid mobile', [{ path: 'mobileNumber', message: 'Too short' }]),
    });
    const refused = await api
      .post('/auth/login', { body: {}, schema: lazySchema('loginResponse') })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'validation',
      fieldErrors: [{ path: 'mobileNumber', message: 'Too short' }],
    });
  });

  it('fails as the network does when the schema cannot be fetched, and fetches it again next time', async () => {
    mockApi({ 'GET /auth/session': () => ({ body: anonymous }) });
    const schema = flaky(lazySchema('sessionState'), 1) as LazySchema<ResponseSchema<unknown>>;
    await expect(api.get('/auth/session', { schema })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
    await expect(api.get('/auth/session', { schema })).resolves.toEqual(anonymous);
  });
});

describe('a form checked with a lazy schema', () => {
  it("gives the schema's errors once it is fetched", async () => {
    const resolve = lazyZodResolver(lazySchema('loginRequest'));
    const result = await resolve({ mobileNumber: '12', password: '' }, undefined, resolverOptions);
    expect(Object.keys(result.errors).sort()).toEqual(['mobileNumber', 'password']);
    const valid = await resolve(
      { mobileNumber: '9000000002', password: 'Demo@1234' },
      undefined,
      resolverOptions,
    );
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ mobileNumber: '9000000002', password: 'Demo@1234' });
  });

  it('lets the values go to the server when the schema cannot be fetched, and tries again next time', async () => {
    const schema = flaky(lazySchema('loginRequest'), 1);
    const resolve = lazyZodResolver(schema);
    const values = { mobileNumber: '12', password: '' };
    await expect(resolve(values, undefined, resolverOptions)).resolves.toEqual({
      values,
      errors: {},
    });
    const second = await resolve(values, undefined, resolverOptions);
    expect(schema.calls()).toBe(2);
    expect(Object.keys(second.errors)).toContain('mobileNumber');
  });
});

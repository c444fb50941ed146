import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS_HEADER, messages } from '@portal/shared';
import { buildTestApp, call, loginAs, type TestContext } from '../../test/helper';
import { createUser } from '../../test/factories';

/*
 * Every sentence of the server's, for a caller that shows it in the reader's language (the web
 * app asks with MESSAGE_KEYS_HEADER): the English text as always, plus its catalogue key and
 * parameters. Other callers get the shape they always had.
 */

const asksForKeys = { [MESSAGE_KEYS_HEADER]: '1' };

interface Described {
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}
type ErrorBody = {
  error: Described & { code: string; fieldErrors?: (Described & { path: string })[] };
};

describe('message keys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("gives a rule's message its key and parameters, and the English sentence", async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: { firstName: 'R'.repeat(21) },
      headers: asksForKeys,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: messages['error.validation'],
      key: 'error.validation',
    });
    expect(error.fieldErrors?.find((field) => field.path === 'firstName')).toEqual({
      path: 'firstName',
      message: 'At most 20 characters',
      key: 'common.tooLong',
      params: { max: 20 },
    });
    // Every field error says which message it is.
    expect(
      error.fieldErrors?.every((field) => field.key && messages[field.key as 'common.required']),
    ).toBe(true);
  });

  it("names the key of a sentence the server's code wrote out in full", async () => {
    const user = await createUser(ctx.db, 'doctor');
    const response = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { mobileNumber: user.mobileNumber, password: 'Wrong@12345' },
      headers: asksForKeys,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().error).toEqual({
      code: 'invalid_credentials',
      message: messages['login.invalid'],
      key: 'login.invalid',
    });
  });

  it("gives a success's own sentence its key", async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
      body: { mobileNumber: '9111111111' },
      headers: asksForKeys,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages['otp.sent'], key: 'otp.sent' });
  });

  it('answers other callers in the shape they always had', async () => {
    const refused = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: { firstName: 'R'.repeat(21) },
    });
    const { error } = refused.json<ErrorBody>();
    expect(Object.keys(error).sort()).toEqual(['code', 'fieldErrors', 'message']);
    expect(error.fieldErrors?.find((field) => field.path === 'firstName')).toEqual({
      path: 'firstName',
      message: 'At most 20 characters',
    });
    const sent = await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
      body: { mobileNumber: '9111111112' },
    });
    expect(sent.json()).toEqual({ message: messages['otp.sent'] });
  });

  it('keys the not-found answer and a refusal of a route the caller may not use', async () => {
    const missing = await call(ctx.app, 'GET', '/api/v1/no-such-route', { headers: asksForKeys });
    expect(missing.json<ErrorBody>().error).toEqual({
      code: 'not_found',
      message: messages['error.notFound'],
      key: 'error.notFound',
    });
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const refused = await call(ctx.app, 'GET', '/api/v1/admin/audit', {
      cookie,
      headers: asksForKeys,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error).toMatchObject({ key: 'error.forbidden' });
  });
});

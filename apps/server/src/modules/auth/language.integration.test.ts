import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { users } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createUser, errorOf } from '../../../test/factories';

const LANGUAGE = '/api/v1/account/language';

const languageOf = async (ctx: TestContext, userId: number) =>
  (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;
const sessionLanguage = async (ctx: TestContext, cookie: string) =>
  (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).json<{
    user: { language: string | null };
  }>().user.language;

describe('PUT /account/language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const response = await call(ctx.app, 'PUT', LANGUAGE, { body: { language: 'hi' } });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('keeps the choice on the user: the session says it, on this device and the next', async () => {
    const user = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    expect(await sessionLanguage(ctx, cookie)).toBeNull();

    const response = await call(ctx.app, 'PUT', LANGUAGE, { cookie, body: { language: 'gu' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await languageOf(ctx, user.id)).toBe('gu');
    expect(await sessionLanguage(ctx, cookie)).toBe('gu');

    const otherDevice = await loginAs(ctx.app, user.mobileNumber);
    expect(await sessionLanguage(ctx, otherDevice)).toBe('gu');
  });

  it('refuses a language the portal does not speak, and keeps the one chosen before', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    await call(ctx.app, 'PUT', LANGUAGE, { cookie, body: { language: 'hi' } });
    for (const language of ['fr', '', 'HI', null]) {
      const response = await call(ctx.app, 'PUT', LANGUAGE, { cookie, body: { language } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual([
        { path: 'language', message: messages['common.chooseFromList'] },
      ]);
    }
    const missing = await call(ctx.app, 'PUT', LANGUAGE, { cookie, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(await languageOf(ctx, user.id)).toBe('hi');
  });

  it('refuses the call without the portal header (CSRF), changing nothing', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, user.mobileNumber);
    const response = await call(ctx.app, 'PUT', LANGUAGE, {
      cookie,
      body: { language: 'gu' },
      withoutCsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(await languageOf(ctx, user.id)).toBeNull();
  });

  it('changes only the caller: another user keeps theirs', async () => {
    const first = await createUser(ctx.db, 'doctor');
    const second = await createUser(ctx.db, 'doctor');
    const cookie = await loginAs(ctx.app, first.mobileNumber);
    await call(ctx.app, 'PUT', LANGUAGE, { cookie, body: { language: 'hi' } });
    expect(await languageOf(ctx, first.id)).toBe('hi');
    expect(await languageOf(ctx, second.id)).toBeNull();
  });
});

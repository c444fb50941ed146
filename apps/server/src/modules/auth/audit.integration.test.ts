import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createUser,
  nextMobile,
} from '../../../test/factories';

const login = (ctx: TestContext, mobileNumber: string, password: string) =>
  call(ctx.app, 'POST', '/api/v1/auth/login', { body: { mobileNumber, password } });

/** The text of a database error, whichever driver raised it and however it was wrapped. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

describe('audit log', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('records a login with who and from where', async () => {
    const user = await createUser(ctx.db, 'doctor');
    await loginAs(ctx.app, user.mobileNumber);
    const entries = (await auditEntries(ctx.db, 'auth.login')).filter(
      (entry) => entry.actorUserId === user.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.ip).toBe('127.0.0.1');
    expect(entries[0]!.at).toBeInstanceOf(Date);
  });

  it('records a failed login of a known user, without the password or the whole number', async () => {
    const user = await createUser(ctx.db, 'doctor');
    expect((await login(ctx, user.mobileNumber, 'Wrong@12345')).statusCode).toBe(401);
    const entries = (await auditEntries(ctx.db, 'auth.login_failed')).filter(
      (entry) => entry.actorUserId === user.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toEqual({ mobileEnding: user.mobileNumber.slice(-4) });
    const stored = JSON.stringify(entries[0]);
    expect(stored).not.toContain(user.mobileNumber);
    expect(stored).not.toContain('Wrong@12345');
  });

  it('records a failed login of an unknown number with no actor', async () => {
    const mobileNumber = nextMobile();
    const before = (await auditEntries(ctx.db, 'auth.login_failed')).length;
    expect((await login(ctx, mobileNumber, TEST_PASSWORD)).statusCode).toBe(401);
    const entries = await auditEntries(ctx.db, 'auth.login_failed');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorUserId: null,
      detail: { mobileEnding: mobileNumber.slice(-4) },
    });
  });

  it('records forbidden access with the user and the route', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const cookie = await loginAs(ctx.app, doctor.mobileNumber);
    const response = await call(ctx.app, 'GET', '/api/v1/messaging/outbox', { cookie });
    expect(response.statusCode).toBe(403);
    const entries = (await auditEntries(ctx.db, 'auth.forbidden')).filter(
      (entry) => entry.actorUserId === doctor.userId,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'route', entityId: 'GET /api/v1/messaging/outbox' });
  });

  it('refuses to update a line (append-only)', async () => {
    const user = await createUser(ctx.db, 'patient');
    await loginAs(ctx.app, user.mobileNumber);
    const [entry] = (await auditEntries(ctx.db, 'auth.login')).filter(
      (line) => line.actorUserId === user.id,
    );
    expect(entry).toBeDefined();

    const viaSql = await failureOf(
      ctx.db.execute(sql`update audit_log set action = 'tampered' where id = ${entry!.id}`),
    );
    expect(viaSql).toContain('append-only');
    const viaOrm = await failureOf(
      ctx.db.update(auditLog).set({ actorUserId: null }).where(eq(auditLog.id, entry!.id)),
    );
    expect(viaOrm).toContain('append-only');

    const [after] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual(entry);
  });

  it('refuses to delete a line (append-only)', async () => {
    const before = await auditEntries(ctx.db);
    expect(before.length).toBeGreaterThan(0);
    const one = await failureOf(
      ctx.db.execute(sql`delete from audit_log where id = ${before[0]!.id}`),
    );
    expect(one).toContain('append-only');
    const all = await failureOf(ctx.db.delete(auditLog));
    expect(all).toContain('append-only');
    expect(await auditEntries(ctx.db)).toEqual(before);
  });

  it('refuses to truncate the log (append-only)', async () => {
    const before = await auditEntries(ctx.db);
    const failure = await failureOf(ctx.db.execute(sql`truncate audit_log`));
    expect(failure).toContain('append-only');
    expect(await auditEntries(ctx.db)).toEqual(before);
  });
});

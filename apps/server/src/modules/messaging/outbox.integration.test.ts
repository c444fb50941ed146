import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createDoctorWithHospital, createUser, errorOf } from '../../../test/factories';

const OUTBOX = '/api/v1/messaging/outbox';

interface OutboxPage {
  data: {
    id: number;
    channel: string;
    recipient: string;
    body: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
  }[];
  recordsTotal: number;
  recordsFiltered: number;
}

describe('GET /messaging/outbox (demo mode)', () => {
  let ctx: TestContext;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const base = Date.UTC(2026, 0, 1, 9, 0, 0);
    await ctx.db.insert(outbox).values(
      Array.from({ length: 12 }, (_, index) => ({
        channel: 'sms',
        recipient: `98000000${String(index).padStart(2, '0')}`,
        body: `message ${index}`,
        createdAt: new Date(base + index * 60_000),
      })),
    );
    const admin = await createUser(ctx.db, 'super_admin');
    adminCookie = await loginAs(ctx.app, admin.mobileNumber);
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const response = await call(ctx.app, 'GET', OUTBOX);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('answers 403 to a doctor, even a chief admin', async () => {
    const doctor = await createDoctorWithHospital(ctx.db);
    const cookie = await loginAs(ctx.app, doctor.mobileNumber);
    const response = await call(ctx.app, 'GET', OUTBOX, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to do this.' },
    });
  });

  it('answers 403 to a patient', async () => {
    const patient = await createUser(ctx.db, 'patient');
    const cookie = await loginAs(ctx.app, patient.mobileNumber);
    expect((await call(ctx.app, 'GET', OUTBOX, { cookie })).statusCode).toBe(403);
  });

  it('pages the outbox for the super admin, newest first', async () => {
    const first = await call(ctx.app, 'GET', `${OUTBOX}?page=1&pageSize=5`, {
      cookie: adminCookie,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<OutboxPage>();
    expect(page1.recordsTotal).toBe(12);
    expect(page1.recordsFiltered).toBe(12);
    expect(page1.data.map((row) => row.body)).toEqual([
      'message 11',
      'message 10',
      'message 9',
      'message 8',
      'message 7',
    ]);
    expect(typeof page1.data[0]?.id).toBe('number');
    expect(page1.data[0]).toMatchObject({
      channel: 'sms',
      recipient: '9800000011',
      body: 'message 11',
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, 11, 0)).toISOString(),
    });

    const page3 = (
      await call(ctx.app, 'GET', `${OUTBOX}?page=3&pageSize=5`, { cookie: adminCookie })
    ).json<OutboxPage>();
    expect(page3.recordsTotal).toBe(12);
    expect(page3.data.map((row) => row.body)).toEqual(['message 1', 'message 0']);

    const beyond = (
      await call(ctx.app, 'GET', `${OUTBOX}?page=4&pageSize=5`, { cookie: adminCookie })
    ).json<OutboxPage>();
    expect(beyond.data).toEqual([]);
    expect(beyond.recordsTotal).toBe(12);
  });

  it('defaults to 10 rows per page', async () => {
    const page = (await call(ctx.app, 'GET', OUTBOX, { cookie: adminCookie })).json<OutboxPage>();
    expect(page.data).toHaveLength(10);
  });

  it('shows the code an OTP request wrote', async () => {
    const user = await createUser(ctx.db, 'doctor');
    const sent = await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
      body: { mobileNumber: user.mobileNumber },
    });
    expect(sent.statusCode).toBe(200);
    const page = (await call(ctx.app, 'GET', OUTBOX, { cookie: adminCookie })).json<OutboxPage>();
    expect(page.recordsTotal).toBe(13);
    expect(page.data[0]?.recipient).toBe(user.mobileNumber);
    expect(page.data[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it.each(['page=0', 'pageSize=0', 'pageSize=101', 'page=abc'])(
    'answers 400 for %s',
    async (query) => {
      const response = await call(ctx.app, 'GET', `${OUTBOX}?${query}`, { cookie: adminCookie });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    },
  );
});

describe('GET /messaging/outbox outside demo mode', () => {
  let ctx: TestContext;
  let adminCookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ demoMode: false });
    const admin = await createUser(ctx.db, 'super_admin');
    adminCookie = await loginAs(ctx.app, admin.mobileNumber);
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session and 403 to a doctor', async () => {
    expect((await call(ctx.app, 'GET', OUTBOX)).statusCode).toBe(401);
    const doctor = await createDoctorWithHospital(ctx.db);
    const cookie = await loginAs(ctx.app, doctor.mobileNumber);
    const response = await call(ctx.app, 'GET', OUTBOX, { cookie });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
  });

  it('shows the super admin each message with one-time codes masked by the server', async () => {
    await ctx.db.delete(outbox);
    const user = await createUser(ctx.db, 'doctor');
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
          body: { mobileNumber: user.mobileNumber },
        })
      ).statusCode,
    ).toBe(200);
    const [written] = await ctx.db.select().from(outbox);
    const code = written!.body.match(/\b(\d{6})\b/)![1]!;

    const response = await call(ctx.app, 'GET', OUTBOX, { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(code);
    const [row] = response.json<OutboxPage>().data;
    expect(row).toMatchObject({
      recipient: user.mobileNumber,
      body: 'Your cancer-care portal password reset code is ••••••. It is valid for 5 minutes. Do not share it.',
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
  });

  it('masks a set-password link but shows a message without secrets as written', async () => {
    await ctx.db.delete(outbox);
    await ctx.db.insert(outbox).values([
      {
        channel: 'sms',
        recipient: '9800000002',
        kind: 'member_account_created',
        params: {
          hospital: 'City Hospital',
          link: 'https://portal.example.in/#/set-password?token=abc',
        },
        body: 'City Hospital added you to the cancer-care portal. Set your password within 7 days: https://portal.example.in/#/set-password?token=abc',
      },
      {
        channel: 'sms',
        recipient: '9800000003',
        kind: 'member_invited',
        params: { hospital: 'City Hospital' },
        body: 'City Hospital invited you to join it on the cancer-care portal. Log in to accept or decline.',
      },
    ]);
    const response = await call(ctx.app, 'GET', OUTBOX, { cookie: adminCookie });
    expect(response.body).not.toContain('token=abc');
    const bodies = response.json<OutboxPage>().data.map((row) => row.body);
    expect(bodies).toEqual([
      'City Hospital invited you to join it on the cancer-care portal. Log in to accept or decline.',
      'City Hospital added you to the cancer-care portal. Set your password within 7 days: ••••••',
    ]);
  });

  it('masks the whole body of a message written before message kinds existed', async () => {
    await ctx.db.delete(outbox);
    await ctx.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '9800000001', body: 'secret code 123456' });
    const response = await call(ctx.app, 'GET', OUTBOX, { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('123456');
    expect(response.json<OutboxPage>().data[0]?.body).toBe('••••••');
  });
});

describe('GET /messaging/outbox delivery columns', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the status, attempts and last error of each message', async () => {
    await ctx.db.insert(outbox).values([
      {
        channel: 'sms',
        recipient: '9800000011',
        body: 'first',
        kind: 'mobile_now_login',
        params: {},
        status: 'failed',
        attempts: 5,
        lastError: 'MSG91 answered 400: Template not approved',
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      },
      {
        channel: 'sms',
        recipient: '9800000012',
        body: 'second',
        kind: 'mobile_now_login',
        params: {},
        status: 'delivered',
        attempts: 1,
        createdAt: new Date(Date.UTC(2026, 0, 2)),
      },
    ]);
    const admin = await createUser(ctx.db, 'super_admin');
    const cookie = await loginAs(ctx.app, admin.mobileNumber);
    const page = (await call(ctx.app, 'GET', OUTBOX, { cookie })).json<OutboxPage>();
    expect(
      page.data.map(({ body, status, attempts, lastError }) => ({
        body,
        status,
        attempts,
        lastError,
      })),
    ).toEqual([
      { body: 'second', status: 'delivered', attempts: 1, lastError: null },
      {
        body: 'first',
        status: 'failed',
        attempts: 5,
        lastError: 'MSG91 answered 400: Template not approved',
      },
    ]);
  });
});

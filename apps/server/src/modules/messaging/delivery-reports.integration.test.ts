import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import {
  buildTestApp,
  call,
  TEST_DELIVERY_REPORT_SECRET,
  type TestContext,
} from '../../../test/helper';
import { errorOf } from '../../../test/factories';

const REPORTS = '/api/v1/messaging/sms/delivery-reports';

describe('POST /messaging/sms/delivery-reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const sentMessage = async (providerMessageId: string) => {
    const [row] = await ctx.db
      .insert(outbox)
      .values({
        channel: 'sms',
        recipient: '9800000001',
        body: 'hello',
        kind: 'mobile_now_login',
        params: {},
        status: 'sent',
        attempts: 1,
        nextAttemptAt: null,
        providerMessageId,
      })
      .returning();
    return row!.id;
  };
  const statusOf = async (id: number) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('marks a sent message delivered from a JSON report, without a session or CSRF header', async () => {
    const id = await sentMessage('req-delivered-1');
    const response = await call(ctx.app, 'POST', `${REPORTS}?key=${TEST_DELIVERY_REPORT_SECRET}`, {
      withoutCsrf: true,
      headers: { origin: 'https://control.msg91.com' },
      body: {
        requestId: 'req-delivered-1',
        number: '919800000001',
        status: '1',
        desc: 'DELIVERED',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect(await statusOf(id)).toMatchObject({ status: 'delivered', lastError: null });

    // A replayed report changes nothing.
    const replay = await call(ctx.app, 'POST', `${REPORTS}?key=${TEST_DELIVERY_REPORT_SECRET}`, {
      withoutCsrf: true,
      body: { requestId: 'req-delivered-1', status: '2', desc: 'FAILED' },
    });
    expect(replay.json()).toEqual({ updated: 0 });
    expect((await statusOf(id)).status).toBe('delivered');
  });

  it('marks a message failed from a form-encoded report, the secret in a header', async () => {
    const id = await sentMessage('req-failed-1');
    const data = JSON.stringify([
      {
        senderId: 'CCPRTL',
        requestId: 'req-failed-1',
        report: [{ number: '919800000001', status: '17', desc: 'BLOCKED', failedReason: 'DND' }],
      },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: REPORTS,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-delivery-report-key': TEST_DELIVERY_REPORT_SECRET,
      },
      payload: new URLSearchParams({ data }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect(await statusOf(id)).toMatchObject({
      status: 'failed',
      lastError: 'Blocked number: DND',
    });
  });

  it('ignores a progress report that is no outcome', async () => {
    const id = await sentMessage('req-progress-1');
    const response = await call(ctx.app, 'POST', `${REPORTS}?key=${TEST_DELIVERY_REPORT_SECRET}`, {
      withoutCsrf: true,
      body: { requestId: 'req-progress-1', status: '8', desc: 'SUBMITTED' },
    });
    expect(response.json()).toEqual({ updated: 0 });
    expect((await statusOf(id)).status).toBe('sent');
  });

  it.each([
    ['no secret', REPORTS, {}],
    ['a wrong secret in the URL', `${REPORTS}?key=wrong-secret`, {}],
    ['a wrong secret in the header', REPORTS, { 'x-delivery-report-key': 'wrong' }],
  ])('answers 401 to %s and changes nothing', async (_case, url, headers) => {
    const id = await sentMessage(`req-refused-${Math.random()}`);
    const { providerMessageId } = await statusOf(id);
    const response = await call(ctx.app, 'POST', url, {
      withoutCsrf: true,
      headers,
      body: { requestId: providerMessageId, status: '1', desc: 'DELIVERED' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
    expect((await statusOf(id)).status).toBe('sent');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../config/env';
import { outbox } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import {
  DEFAULT_DELIVERY_POLICY,
  retryDelayMs,
  sendDueSms,
  type SmsDeliveryDeps,
} from './delivery';
import type { SmsProvider } from './provider';
import { localOrigin, startSmsProvider, type RunningSmsProvider } from './select-provider';
import { queueingSmsSender } from './sms';

/** The SMS settings `npm start` gets outside production: SMS_PROVIDER unset. */
function demoSmsConfig(): AppConfig['sms'] {
  const { sms } = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: '/nonexistent',
    APP_SECRET: 'demo-sms-app-secret-0123456789abcdef0123',
    AADHAAR_HMAC_KEY: 'demo-sms-aadhaar-key-0123456789abcdef012',
  });
  expect(sms.provider).toBe('fake-msg91');
  return sms;
}

const SECOND = 1_000;
type Status = (typeof outbox.$inferSelect)['status'];

describe('the demo configuration: a running server sends through the local fake of MSG91', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ sms: demoSmsConfig() }, { startJobs: true });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('takes a forgotten-password code from queued through sent to delivered, readable in the outbox', async () => {
    const patient = await createUser(ctx.db, 'patient');
    const admin = await createUser(ctx.db, 'super_admin');
    const asked = await call(ctx.app, 'POST', '/api/v1/auth/otp/send', {
      body: { mobileNumber: patient.mobileNumber },
    });
    expect(asked.statusCode).toBe(200);

    // The delivery job runs every 2 s and the fake reports 2 s after taking the message.
    const seen: Status[] = [];
    const deadline = Date.now() + 20 * SECOND;
    while (seen.at(-1) !== 'delivered' && Date.now() < deadline) {
      const [row] = await ctx.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.recipient, patient.mobileNumber));
      if (row && row.status !== seen.at(-1)) seen.push(row.status);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen[0]).toBe('queued');
    expect(seen).toContain('sent');
    expect(seen.at(-1)).toBe('delivered');
    // In this order, and never failed or back in the queue.
    const order = ['queued', 'sending', 'sent', 'delivered'];
    expect(seen.map((status) => order.indexOf(status))).toEqual(
      [...seen.map((status) => order.indexOf(status))].sort(),
    );
    expect(seen).not.toContain('failed');

    const [row] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, patient.mobileNumber));
    // The MSG91 adapter kept the fake's request id (the outbox provider keeps none).
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect(row!.providerMessageId).toMatch(/^[0-9a-f]{24}$/);

    // The super admin reads it with its code (demo mode), and the code works.
    const cookie = await loginAs(ctx.app, admin.mobileNumber);
    const page = await call(ctx.app, 'GET', '/api/v1/messaging/outbox', { cookie });
    const shown = page
      .json<{ data: { recipient: string; body: string; status: string; attempts: number }[] }>()
      .data.find((message) => message.recipient === patient.mobileNumber);
    expect(shown).toMatchObject({ status: 'delivered', attempts: 1 });
    const code = shown!.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const verified = await call(ctx.app, 'POST', '/api/v1/auth/otp/verify', {
      body: { mobileNumber: patient.mobileNumber, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('the local fake of MSG91 with the demo settings, step by step', () => {
  let ctx: TestContext;
  let sms: RunningSmsProvider;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const advance = (ms: number) => {
    offsetMs += ms;
  };

  beforeAll(async () => {
    const config = demoSmsConfig();
    ctx = await buildTestApp({ sms: config });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    sms = await startSmsProvider(ctx.app.config, {
      ownOrigin: () => localOrigin(ctx.app.addresses()),
      // Held until the test flushes them, after the portal has recorded the send: a report that
      // came before would find no sent message to move on.
      reportDelayMs: 3_600_000,
    });
  });
  afterAll(async () => {
    await sms.close();
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(outbox);
    sms.fake!.requests.length = 0;
    sms.fake!.reports.length = 0;
    offsetMs = 0;
  });

  const deps = (provider: SmsProvider = sms.provider): SmsDeliveryDeps => ({
    db: ctx.db,
    provider,
    log: ctx.app.log,
    now,
    // The production policy, with a short wait for a fake that never answers.
    policy: { timeoutMs: 300 },
  });
  const queueOtp = (mobile: string, code = '246810') =>
    queueingSmsSender(ctx.app.log).enqueue(ctx.db, mobile, { kind: 'otp', code });
  const rowOf = async (mobile: string) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.recipient, mobile)))[0]!;

  it('sends with the demo template, sender and auth key; sending, then sent, then delivered by a report', async () => {
    const mobile = '9876500001';
    await queueOtp(mobile);
    expect((await rowOf(mobile)).status).toBe('queued');
    let statusDuringSend: Status | undefined;
    const watching: SmsProvider = {
      name: sms.provider.name,
      async send(message, signal) {
        statusDuringSend = (await rowOf(mobile)).status;
        return sms.provider.send(message, signal);
      },
    };

    expect((await sendDueSms(deps(watching))).sent).toBe(1);
    expect(statusDuringSend).toBe('sending');
    const { templates, authKey } = ctx.app.config.sms as {
      templates: { otp: { en: string } };
      authKey: string;
    };
    expect(sms.fake!.requests).toHaveLength(1);
    expect(sms.fake!.requests[0]).toMatchObject({
      authkey: authKey,
      body: {
        template_id: templates.otp.en,
        sender: 'CCDEMO',
        recipients: [{ mobiles: `91${mobile}`, code: '246810' }],
      },
    });
    const requestId = sms.fake!.requests[0]!.requestId;
    expect(await rowOf(mobile)).toMatchObject({ status: 'sent', providerMessageId: requestId });

    await sms.fake!.flushReports();
    expect(sms.fake!.reports).toEqual([
      { requestId, number: `91${mobile}`, status: '1', answer: 200 },
    ]);
    expect(await rowOf(mobile)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastError: null,
      providerMessageId: requestId,
    });
  });

  it('refuses a number ending in 9991 on every try: retried with backoff, failed after the last', async () => {
    const refused = '9876549991';
    const fine = '9876500002';
    await queueOtp(refused);
    await queueOtp(fine);
    const { maxAttempts } = DEFAULT_DELIVERY_POLICY;

    expect(await sendDueSms(deps())).toMatchObject({ claimed: 2, sent: 1, retrying: 1 });
    expect(await rowOf(refused)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'MSG91 answered 400: Mobile number not valid',
    });
    for (let attempt = 1; attempt < maxAttempts; attempt += 1) {
      // Not before its backoff is over.
      advance(retryDelayMs(attempt, DEFAULT_DELIVERY_POLICY) - SECOND);
      expect((await sendDueSms(deps())).claimed).toBe(0);
      advance(SECOND);
      const run = await sendDueSms(deps());
      expect(run).toMatchObject(
        attempt + 1 < maxAttempts ? { claimed: 1, retrying: 1 } : { claimed: 1, failed: 1 },
      );
    }
    expect(await rowOf(refused)).toMatchObject({
      status: 'failed',
      attempts: maxAttempts,
      nextAttemptAt: null,
      lastError: 'MSG91 answered 400: Mobile number not valid',
      providerMessageId: null,
    });
    advance(24 * 3_600 * SECOND);
    expect((await sendDueSms(deps())).claimed).toBe(0);
    expect(sms.fake!.requests).toHaveLength(maxAttempts + 1);

    // The other message of the first run went through as usual.
    await sms.fake!.flushReports();
    expect((await rowOf(fine)).status).toBe('delivered');
  });

  it('takes a number ending in 9992 and reports it undelivered: failed with the reason', async () => {
    const mobile = '9876549992';
    await queueOtp(mobile);
    expect((await sendDueSms(deps())).sent).toBe(1);
    expect((await rowOf(mobile)).status).toBe('sent');
    await sms.fake!.flushReports();
    expect(sms.fake!.reports).toMatchObject([{ number: `91${mobile}`, status: '2', answer: 200 }]);
    expect(await rowOf(mobile)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Failed: Absent subscriber',
    });
    // Never sent again.
    advance(24 * 3_600 * SECOND);
    expect((await sendDueSms(deps())).claimed).toBe(0);
    expect(sms.fake!.requests).toHaveLength(1);
  });

  it('never answers a number ending in 9993: retried after each lease, failed after the last try', async () => {
    const mobile = '9876549993';
    await queueOtp(mobile);
    const { maxAttempts, leaseMs } = DEFAULT_DELIVERY_POLICY;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect(await sendDueSms(deps())).toMatchObject({ claimed: 1, unknown: 1 });
      expect(await rowOf(mobile)).toMatchObject({ status: 'sending', attempts: attempt });
      // Nobody takes it again within its lease.
      advance(leaseMs - SECOND);
      expect((await sendDueSms(deps())).claimed).toBe(0);
      advance(2 * SECOND);
    }
    expect(await sendDueSms(deps())).toMatchObject({ claimed: 1, failed: 1 });
    const row = await rowOf(mobile);
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts, nextAttemptAt: null });
    expect(row.lastError).toMatch(
      new RegExp(
        `^Gave up after ${maxAttempts} attempts\\. No answer from the provider \\(timed out\\)`,
      ),
    );
    expect(sms.fake!.requests).toHaveLength(maxAttempts);
    expect(sms.fake!.reports).toEqual([]);
  });
});

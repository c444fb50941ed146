import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageIn } from '@portal/shared/translations/messages-in';
import { outbox, users } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { createUser, nextMobile } from '../../../test/factories';
import { sendDueSms, type DeliveryPolicy, type SmsDeliveryDeps } from './delivery';
import { startFakeMsg91, type FakeMsg91 } from './fake-msg91';
import { msg91Provider } from './msg91-provider';
import { outboxProvider } from './provider';
import { claimDueSms } from './repository';
import { queueingSmsSender, smsLanguagesOf } from './sms';

const TEMPLATES = {
  otp: { en: 'tpl-otp', hi: 'tpl-otp-hi' },
  mobile_change_code: { en: 'tpl-mobile-change-code' },
  mobile_changed_notice: { en: 'tpl-mobile-changed-notice' },
  mobile_now_login: { en: 'tpl-mobile-now-login' },
  member_invited: { en: 'tpl-member-invited' },
  member_account_created: { en: 'tpl-member-account-created' },
  appointment_reminder: { en: 'tpl-appointment-reminder' },
};
const SECOND = 1_000;
/** A short provider timeout for the tests whose fake never answers. */
const HANG_POLICY = { timeoutMs: 300 };

describe('sendDueSms through MSG91 (the local fake)', () => {
  let ctx: TestContext;
  let fake: FakeMsg91;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const advance = (ms: number) => {
    offsetMs += ms;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    fake = await startFakeMsg91({ authKey: 'test-auth-key' });
  });
  afterAll(async () => {
    await fake.close();
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(outbox);
    fake.requests.length = 0;
    fake.setMode('success');
    offsetMs = 0;
  });

  const deps = (policy: Partial<DeliveryPolicy> = {}): SmsDeliveryDeps => ({
    db: ctx.db,
    provider: msg91Provider({
      authKey: 'test-auth-key',
      senderId: 'CCPRTL',
      baseUrl: fake.url,
      templates: TEMPLATES,
    }),
    log: ctx.app.log,
    now,
    policy: { timeoutMs: 5 * SECOND, leaseMs: 60 * SECOND, baseDelayMs: 30 * SECOND, ...policy },
  });
  const queueOtp = async (mobile = nextMobile(), code = '123456') => {
    await queueingSmsSender(ctx.app.log).enqueue(ctx.db, mobile, { kind: 'otp', code });
    return mobile;
  };
  const rows = () => ctx.db.select().from(outbox).orderBy(outbox.id);

  it("writes each message in its recipient's language, with that language's template", async () => {
    const speaks = smsLanguagesOf({
      provider: 'msg91',
      authKey: 'test-auth-key',
      senderId: 'CCPRTL',
      baseUrl: fake.url,
      templates: TEMPLATES,
      deliveryReportSecret: 'x'.repeat(32),
    });
    const sender = queueingSmsSender(ctx.app.log, speaks);
    const hindi = await createUser(ctx.db, 'patient');
    const gujarati = await createUser(ctx.db, 'patient');
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
    await ctx.db.update(users).set({ language: 'gu' }).where(eq(users.id, gujarati.id));
    const stranger = nextMobile();
    await sender.enqueue(ctx.db, hindi.mobileNumber, { kind: 'otp', code: '111111' });
    // No Gujarati template of this kind at the provider: the message goes in English.
    await sender.enqueue(ctx.db, gujarati.mobileNumber, { kind: 'otp', code: '222222' });
    // A number that is nobody's login, with the language of the person who asked.
    await sender.enqueue(ctx.db, stranger, { kind: 'otp', code: '333333', language: 'hi' });

    const queued = await rows();
    expect(queued.map((row) => [row.recipient, row.language, row.body])).toEqual([
      [hindi.mobileNumber, 'hi', messageIn('hi', 'otp.smsBody', { code: '111111' })],
      [gujarati.mobileNumber, 'en', messageIn('en', 'otp.smsBody', { code: '222222' })],
      [stranger, 'hi', messageIn('hi', 'otp.smsBody', { code: '333333' })],
    ]);
    expect(queued[0]!.body).toMatch(/[\u0900-\u097f]/);

    expect((await sendDueSms(deps(), { limit: 10 })).sent).toBe(3);
    const templateTo = Object.fromEntries(
      fake.requests.map((request) => {
        const body = request.body as { template_id: string; recipients: { mobiles: string }[] };
        return [body.recipients[0]!.mobiles.slice(2), body.template_id];
      }),
    );
    expect(templateTo).toEqual({
      [hindi.mobileNumber]: 'tpl-otp-hi',
      [gujarati.mobileNumber]: 'tpl-otp',
      [stranger]: 'tpl-otp-hi',
    });
  });

  it('sends a message once, with its template, sender, variables and number', async () => {
    const mobile = await queueOtp();
    expect(await sendDueSms(deps(), { limit: 10 })).toEqual({
      claimed: 1,
      sent: 1,
      retrying: 0,
      failed: 0,
      unknown: 0,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      authkey: 'test-auth-key',
      body: {
        template_id: 'tpl-otp',
        sender: 'CCPRTL',
        recipients: [{ mobiles: `91${mobile}`, code: '123456' }],
      },
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      providerMessageId: fake.requests[0]!.requestId,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Sent: the outbox keeps the message without its code.
    expect(row!.body).not.toContain('123456');
    expect(row!.body).toContain('••••••');
    expect(row!.params).toEqual({ code: '••••••' });

    advance(3_600 * SECOND);
    expect((await sendDueSms(deps())).claimed).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a refused message with exponential backoff, then fails it after the maximum', async () => {
    fake.setMode('failure');
    await queueOtp();
    const policy = { maxAttempts: 3 };

    expect((await sendDueSms(deps(policy))).retrying).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toBe('MSG91 answered 400: Template not approved');
    expect(row!.nextAttemptAt!.getTime() - now().getTime()).toBeGreaterThan(29 * SECOND);
    expect(row!.nextAttemptAt!.getTime() - now().getTime()).toBeLessThanOrEqual(30 * SECOND);

    // Not before the backoff is over.
    expect((await sendDueSms(deps(policy))).claimed).toBe(0);
    advance(30 * SECOND);
    expect((await sendDueSms(deps(policy))).retrying).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    // Still to be sent: the code stays until the message is finished.
    expect(row!.params).toEqual({ code: '123456' });
    // The second wait is twice the first.
    advance(59 * SECOND);
    expect((await sendDueSms(deps(policy))).claimed).toBe(0);
    advance(1 * SECOND);
    expect((await sendDueSms(deps(policy))).failed).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(row!.lastError).toContain('Template not approved');
    expect(row!.params).toEqual({ code: '••••••' });
    expect(row!.body).not.toContain('123456');

    advance(24 * 3_600 * SECOND);
    expect((await sendDueSms(deps(policy))).claimed).toBe(0);
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps a message whose call timed out, and sends it once more only after the lease', async () => {
    fake.setMode('hang');
    await queueOtp();
    expect((await sendDueSms(deps(HANG_POLICY))).unknown).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'sending', attempts: 1 });
    expect(row!.lastError).toMatch(/No answer from the provider \(timed out\)/);

    // Within the lease nobody sends it again.
    fake.setMode('success');
    advance(59 * SECOND);
    expect((await sendDueSms(deps())).claimed).toBe(0);
    expect(fake.requests).toHaveLength(1);

    advance(2 * SECOND);
    expect((await sendDueSms(deps())).sent).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row!.providerMessageId).toBe(fake.requests[1]!.requestId);
    expect(fake.requests.filter((request) => request.requestId)).toHaveLength(1);
  });

  it('sends a message whose worker died mid-send once its lease is over', async () => {
    await queueOtp();
    // A worker claims it and dies before calling the provider.
    const [claimed] = await claimDueSms(ctx.db, now(), new Date(now().getTime() + 60 * SECOND), 5);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    expect((await sendDueSms(deps())).claimed).toBe(0);
    advance(61 * SECOND);
    expect((await sendDueSms(deps())).sent).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails a message that got no answer on its last attempt, without one attempt too many', async () => {
    fake.setMode('hang');
    await queueOtp();
    const policy = { ...HANG_POLICY, maxAttempts: 1 };
    expect((await sendDueSms(deps(policy))).unknown).toBe(1);
    advance(61 * SECOND);
    expect((await sendDueSms(deps(policy))).failed).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row!.lastError).toMatch(/^Gave up after 1 attempts\. No answer/);
    expect(fake.requests).toHaveLength(1);
  });

  it('never sends one message twice from two runs at the same moment', async () => {
    const mobiles: string[] = [];
    for (let index = 0; index < 12; index += 1) mobiles.push(await queueOtp());
    const [first, second] = await Promise.all([
      sendDueSms(deps(), { limit: 12 }),
      sendDueSms(deps(), { limit: 12 }),
    ]);
    expect(first.sent + second.sent).toBe(12);
    const numbers = fake.requests.map(
      (request) => (request.body.recipients as { mobiles: string }[])[0]!.mobiles,
    );
    expect(numbers).toHaveLength(12);
    expect(new Set(numbers)).toEqual(new Set(mobiles.map((mobile) => `91${mobile}`)));
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mobile = nextMobile();
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueingSmsSender(ctx.app.log).enqueue(tx, mobile, { kind: 'otp', code: '654321' });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await rows()).toEqual([]);
    expect((await sendDueSms(deps())).claimed).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it('with the outbox provider in demo mode, marks messages sent and keeps them readable', async () => {
    await queueOtp(nextMobile(), '777111');
    const run = await sendDueSms({
      db: ctx.db,
      provider: outboxProvider,
      log: ctx.app.log,
      now,
      keepSecrets: true,
    });
    expect(run.sent).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: null });
    expect(row!.body).toContain('777111');
    expect(fake.requests).toEqual([]);
  });

  it('stores the kind and variables of each call site', async () => {
    const mobile = nextMobile();
    await queueingSmsSender(ctx.app.log).enqueue(ctx.db, mobile, {
      kind: 'member_invited',
      hospital: 'City Cancer Centre',
    });
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    expect(row).toMatchObject({
      kind: 'member_invited',
      params: { hospital: 'City Cancer Centre' },
      status: 'queued',
      attempts: 0,
    });
    expect(row!.body).toBe(
      'City Cancer Centre invited you to join it on the cancer-care portal. Log in to accept or decline.',
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { couponCodes, hospitalSubscriptions, paymentOrders } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createUser,
  joinHospital,
} from '../../../test/factories';
import { formFields, payThroughSandbox, postForm } from '../../../test/payments';
import { signFields } from './checksum';
import { reconcilePendingOrders } from './service';

const MERCHANT_KEY = 'test-sandbox-key';

describe('plan payments through the sandbox gateway', () => {
  let ctx: TestContext;
  let admin: string;
  let planId: number;
  let cheapPlanId: number;

  async function newBuyer() {
    const doctor = await createDoctorWithHospital(ctx.db);
    return { ...doctor, cookie: await loginAs(ctx.app, doctor.mobileNumber) };
  }

  async function subscriptionsOf(hospitalId: number) {
    return ctx.db
      .select()
      .from(hospitalSubscriptions)
      .where(eq(hospitalSubscriptions.hospitalId, hospitalId));
  }

  async function orderRow(orderId: string) {
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, orderId));
    return row!;
  }

  async function createCoupon(body: Record<string, unknown>) {
    const response = await call(ctx.app, 'POST', '/api/v1/coupons', { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const plan = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: {
        subscriptionName: 'Clinic 50',
        subscriptionType: 3,
        patientCount: 50,
        duration: 90,
        total: 4999.5,
        description: '<p>50 patients</p>',
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.json<{ id: number }>().id;
    const cheap = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: {
        subscriptionName: 'Starter 10',
        subscriptionType: 1,
        patientCount: 10,
        duration: 30,
        total: 500,
        description: '<p>10 patients</p>',
      },
    });
    cheapPlanId = cheap.json<{ id: number }>().id;
  });
  afterAll(() => ctx.close());

  it('activates the plan on a verified success and adds its patients to the quota', async () => {
    const buyer = await newBuyer();
    const { orderId, callback, hostedPage } = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId },
      'success',
    );
    expect((await orderRow(orderId)).status).toBe('pending');
    // The hosted page names its icon: the browser asks for no /favicon.ico (a 404).
    expect(hostedPage).toContain('<link rel="icon" href="/favicon.svg"');

    const answer = await postForm(ctx.app, '/api/v1/payments/callback', callback);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/payment-success/${orderId}/${planId}`);

    const rows = await subscriptionsOf(buyer.hospitalId!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planId, patientCount: 50, remainingCount: 50 });
    const days = (rows[0]!.deactivatesAt.getTime() - rows[0]!.activatedAt.getTime()) / 86_400_000;
    expect(days).toBe(90);

    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: buyer.cookie });
    expect(session.json().user).toMatchObject({
      hasActiveSubscription: true,
      remainingPatientQuota: 50,
    });
    const outcome = await call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, {
      cookie: buyer.cookie,
    });
    expect(outcome.json()).toMatchObject({
      status: 'success',
      amountPaise: 499_950,
      itemName: 'Clinic 50',
      registerType: null,
      patientCount: 50,
    });
    expect(outcome.json().transactionId).toMatch(/^SBX/);
  });

  it('opens the hosted page at an address of its own, which after the payment says it ended', async () => {
    const buyer = await newBuyer();
    const started = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId },
    });
    const redirect = started.json<{
      orderId: string;
      url: string;
      fields: Record<string, string>;
    }>();
    // Post, redirect, get: Back from the portal finds a plain address, not a form to post again.
    const posted = await postForm(ctx.app, redirect.url, redirect.fields);
    expect(posted.statusCode).toBe(303);
    const address = `/sandbox-gateway/pay/${redirect.orderId}`;
    expect(posted.headers.location).toBe(address);
    const open = await ctx.app.inject({ method: 'GET', url: address });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Pay INR 4999.50');

    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: redirect.orderId,
      outcome: 'success',
    });
    await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    const after = await ctx.app.inject({ method: 'GET', url: address });
    expect(after.body).toContain('This payment has ended');
    expect(after.body).not.toContain('Pay INR');
    // Its way back is the signed callback again, which changes nothing a second time.
    const back = await postForm(ctx.app, '/api/v1/payments/callback', formFields(after.body));
    expect(back.headers.location).toBe(`/payment-success/${redirect.orderId}/${planId}`);
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(1);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/NOSUCH' });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes state once however often the callback is replayed, even concurrently', async () => {
    const buyer = await newBuyer();
    const { callback } = await payThroughSandbox(ctx.app, buyer.cookie, { planId }, 'success');
    await Promise.all([
      postForm(ctx.app, '/api/v1/payments/callback', callback),
      postForm(ctx.app, '/api/v1/payments/callback', callback),
    ]);
    for (let replay = 0; replay < 10; replay += 1) {
      const answer = await postForm(ctx.app, '/api/v1/payments/callback', callback);
      expect(answer.statusCode).toBe(303);
    }
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(1);
  });

  it('refuses a tampered callback with 400 and changes nothing', async () => {
    const buyer = await newBuyer();
    const { orderId, callback } = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId },
      'success',
    );
    const tampered = await postForm(ctx.app, '/api/v1/payments/callback', {
      ...callback,
      TXNAMOUNT: '1.00',
    });
    expect(tampered.statusCode).toBe(400);
    const forged = await postForm(ctx.app, '/api/v1/payments/callback', {
      ...callback,
      CHECKSUMHASH: 'AAAA' + callback.CHECKSUMHASH!.slice(4),
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(0);
  });

  it('does not activate on a signed success claim the gateway does not confirm, or for the wrong amount', async () => {
    const buyer = await newBuyer();
    const started = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId },
    });
    const { orderId } = started.json<{ orderId: string }>();
    // A correctly signed claim of success, but the payer never paid on the gateway.
    const claim: Record<string, string> = {
      MID: 'PORTALSANDBOX0001',
      ORDERID: orderId,
      TXNID: 'X1',
      TXNAMOUNT: '4999.50',
      STATUS: 'TXN_SUCCESS',
      RESPMSG: 'ok',
    };
    claim.CHECKSUMHASH = await signFields(claim, MERCHANT_KEY);
    await postForm(ctx.app, '/api/v1/payments/callback', claim);
    expect((await orderRow(orderId)).status).toBe('pending');

    const wrongAmount: Record<string, string> = { ...claim, TXNAMOUNT: '1.00' };
    delete wrongAmount.CHECKSUMHASH;
    wrongAmount.CHECKSUMHASH = await signFields(wrongAmount, MERCHANT_KEY);
    expect((await postForm(ctx.app, '/api/v1/payments/callback', wrongAmount)).statusCode).toBe(
      400,
    );
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(0);
  });

  it('records a failed payment and shows its reason', async () => {
    const buyer = await newBuyer();
    const { orderId, callback } = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId },
      'failure',
    );
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', callback);
    expect(answer.headers.location).toBe(`/payment-failed/${orderId}/${planId}`);
    const outcome = await call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, {
      cookie: buyer.cookie,
    });
    expect(outcome.json()).toMatchObject({
      status: 'failed',
      // The gateway's code 227, in the catalogue's words (the page shows them in any language).
      reason: 'Your bank declined the payment. Try again, or pay another way.',
    });
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(0);
  });

  it('computes every amount on the server: flat, percentage, never below zero', async () => {
    await createCoupon({
      couponCodeName: 'FLAT500',
      planId: 0,
      discountBase: 'flat',
      discountValue: 500,
    });
    await createCoupon({
      couponCodeName: 'PCT12',
      planId,
      discountBase: 'percentage',
      discountValue: 12.5,
    });
    // A flat coupon worth more than its plan is refused, but one saved before that rule may be:
    // its amount stops at zero.
    await ctx.db.insert(couponCodes).values({
      name: 'FREE',
      planId: cheapPlanId,
      discountBase: 'flat',
      discountValue: 999_900,
    });
    const buyer = await newBuyer();

    const flat = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'flat500' },
    });
    expect(flat.json()).toMatchObject({
      planTotalPaise: 499_950,
      discountPaise: 50_000,
      finalPaise: 449_950,
      message: 'congratulation you will get discount',
    });
    const percent = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'PCT12' },
    });
    // 12.5 % of 499950 paise = 62493.75 -> 62494.
    expect(percent.json()).toMatchObject({ discountPaise: 62_494, finalPaise: 437_456 });

    // The client's idea of the amount decides nothing: only plan and code count, and an amount
    // confirmed that is not the server's is refused, not charged.
    const otherAmount = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'PCT12', amountPaise: 1 },
    });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().error).toMatchObject({
      code: 'price_changed',
      message: messages['payment.amountChanged'],
    });
    const started = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'PCT12', amount: 1 },
    });
    expect(started.json().fields.TXN_AMOUNT).toBe('4374.56');
    expect((await orderRow(started.json().orderId)).amountPaise).toBe(437_456);

    const free = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId: cheapPlanId, couponCode: 'FREE' },
    });
    expect(free.json()).toMatchObject({
      method: 'GET',
      url: expect.stringContaining('/payment-success/'),
    });
    expect((await orderRow(free.json().orderId)).amountPaise).toBe(0);
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(1);
  });

  it('refuses a coupon for another plan, an unknown or an inactive one, with the seed messages', async () => {
    const couponId = await createCoupon({
      couponCodeName: 'ONLY10',
      planId: cheapPlanId,
      discountBase: 'flat',
      discountValue: 100,
    });
    const buyer = await newBuyer();
    const wrongPlan = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'ONLY10' },
    });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json().error.message).toBe(
      'sorry this coupon code is not valid for this subscription plan contact admin person',
    );
    const unknown = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'sorry this coupon code is not valid please contact admin person',
    );

    await call(ctx.app, 'PATCH', `/api/v1/coupons/${couponId}/status`, {
      cookie: admin,
      body: { active: false },
    });
    const inactive = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: buyer.cookie,
      body: { planId: cheapPlanId, couponCode: 'ONLY10' },
    });
    expect(inactive.statusCode).toBe(400);
  });

  it('redeems a coupon only when its payment succeeds', async () => {
    const couponId = await createCoupon({
      couponCodeName: 'ONCE',
      planId: 0,
      discountBase: 'flat',
      discountValue: 10,
    });
    const redemptions = async () =>
      (await call(ctx.app, 'GET', '/api/v1/coupons', { cookie: admin }))
        .json<{ id: number; redemptions: number }[]>()
        .find((row) => row.id === couponId)!.redemptions;
    const buyer = await newBuyer();
    const failed = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId, couponCode: 'ONCE' },
      'failure',
    );
    await postForm(ctx.app, '/api/v1/payments/callback', failed.callback);
    expect(await redemptions()).toBe(0);
    const paid = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId, couponCode: 'ONCE' },
      'success',
    );
    await postForm(ctx.app, '/api/v1/payments/callback', paid.callback);
    expect(await redemptions()).toBe(1);
  });

  it('shows in My Subscription and the receipt the pack as bought: price, paid, name, patients, days', async () => {
    const repriced = {
      subscriptionName: 'Repriced 20',
      subscriptionType: 2,
      patientCount: 20,
      duration: 60,
      total: 1000,
      description: '<p>20 patients</p>',
    };
    const plan = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: repriced,
    });
    const repricedId = plan.json<{ id: number }>().id;
    await createCoupon({
      couponCodeName: 'QUARTER',
      planId: repricedId,
      discountBase: 'percentage',
      discountValue: 25,
    });
    const buyer = await newBuyer();
    const paid = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId: repricedId, couponCode: 'QUARTER' },
      'success',
    );
    await postForm(ctx.app, '/api/v1/payments/callback', paid.callback);
    // Paid for before the edit, settled after it: the pack is the plan as it was bought.
    const openOrder = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId: repricedId },
      'success',
    );
    const edited = await call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${repricedId}`, {
      cookie: admin,
      body: {
        ...repriced,
        subscriptionName: 'Renamed 40',
        patientCount: 40,
        duration: 120,
        total: 1500,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await postForm(ctx.app, '/api/v1/payments/callback', openOrder.callback);

    const mine = await call(ctx.app, 'GET', '/api/v1/subscriptions/mine', { cookie: buyer.cookie });
    expect(mine.statusCode).toBe(200);
    const asBought = { subscriptionName: 'Repriced 20', duration: 60, actualCount: 20 };
    expect(mine.json().subscriptions).toEqual([
      expect.objectContaining({ ...asBought, totalPaise: 100_000, paidPaise: 100_000 }),
      expect.objectContaining({ ...asBought, totalPaise: 100_000, paidPaise: 75_000 }),
    ]);
    for (const row of await subscriptionsOf(buyer.hospitalId!)) {
      expect(row.patientCount).toBe(20);
      expect((row.deactivatesAt.getTime() - row.activatedAt.getTime()) / 86_400_000).toBe(60);
    }
    // The receipt too: what was bought, not what the plan says now.
    const receipt = await call(ctx.app, 'GET', `/api/v1/payments/orders/${paid.orderId}`, {
      cookie: buyer.cookie,
    });
    expect(receipt.json()).toMatchObject({
      itemName: 'Repriced 20',
      patientCount: 20,
      durationDays: 60,
      // What the coupon took off, named, as the payer saw it before paying.
      listPricePaise: 100_000,
      discountPaise: 25_000,
      discountCode: 'QUARTER',
      amountPaise: 75_000,
    });

    // A pack bought now is the plan as edited.
    const later = await payThroughSandbox(ctx.app, buyer.cookie, { planId: repricedId }, 'success');
    await postForm(ctx.app, '/api/v1/payments/callback', later.callback);
    const latest = await call(ctx.app, 'GET', `/api/v1/payments/orders/${later.orderId}`, {
      cookie: buyer.cookie,
    });
    expect(latest.json()).toMatchObject({
      listPricePaise: 150_000,
      discountPaise: 0,
      discountCode: null,
      itemName: 'Renamed 40',
      patientCount: 40,
      durationDays: 120,
    });
  });

  it('settles an order whose callback was lost, through the reconciliation job', async () => {
    const buyer = await newBuyer();
    const { orderId } = await payThroughSandbox(ctx.app, buyer.cookie, { planId }, 'success');
    // No callback arrives. Three minutes later the job asks the gateway.
    ctx.advanceClock(3);
    await reconcilePendingOrders({
      ...ctx.app.payments,
      now: () => new Date(Date.now() + 3 * 60_000),
    });
    expect((await orderRow(orderId)).status).toBe('success');
    expect(await subscriptionsOf(buyer.hospitalId!)).toHaveLength(1);
  });

  it("offers a pack's receipt to its payer and to the hospital's chief admin, not to its doctors", async () => {
    const buyer = await newBuyer();
    const { orderId, callback } = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId },
      'success',
    );
    await postForm(ctx.app, '/api/v1/payments/callback', callback);
    const colleague = await createDoctorWithoutHospital(ctx.db);
    await joinHospital(ctx.db, buyer.hospitalId!, colleague.doctorId);
    const colleagueCookie = await loginAs(ctx.app, colleague.mobileNumber);
    const receiptOf = async (cookie: string) => {
      const mine = await call(ctx.app, 'GET', '/api/v1/subscriptions/mine', { cookie });
      expect(mine.statusCode, mine.body).toBe(200);
      const [row] = mine.json<{
        subscriptions: { receiptOrderId: string | null; planId: number }[];
      }>().subscriptions;
      expect(row!.planId).toBe(planId);
      return row!.receiptOrderId;
    };
    const outcomeFor = (cookie: string) =>
      call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, { cookie });

    expect(await receiptOf(buyer.cookie)).toBe(orderId);
    // A doctor of the hospital sees what was paid, not the payer's receipt.
    expect(await receiptOf(colleagueCookie)).toBeNull();
    expect((await outcomeFor(colleagueCookie)).statusCode).toBe(404);

    const handed = await call(
      ctx.app,
      'POST',
      `/api/v1/hospital/members/${colleague.doctorId}/chief-admin`,
      { cookie: buyer.cookie },
    );
    expect(handed.statusCode, handed.body).toBe(200);
    // The new chief admin reads the receipt, which names the one who paid and their hospital.
    expect(await receiptOf(colleagueCookie)).toBe(orderId);
    const outcome = await outcomeFor(colleagueCookie);
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect(outcome.json()).toMatchObject({
      status: 'success',
      mobileNumber: buyer.mobileNumber,
      hospitalName: `Hospital ${buyer.mobileNumber}`,
      userType: 'doctor',
    });
    // The payer keeps theirs.
    expect(await receiptOf(buyer.cookie)).toBe(orderId);
    expect((await outcomeFor(buyer.cookie)).statusCode).toBe(200);
  });

  it('lets only a chief admin buy, and shows an order to its payer alone', async () => {
    expect(
      (await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', { body: { planId } }))
        .statusCode,
    ).toBe(401);
    const patient = await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
          cookie: patient,
          body: { planId },
        })
      ).statusCode,
    ).toBe(403);
    const buyer = await newBuyer();
    const { orderId } = await payThroughSandbox(ctx.app, buyer.cookie, { planId }, 'failure');
    const other = await newBuyer();
    expect(
      (await call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
          cookie: buyer.cookie,
          body: { planId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
          cookie: buyer.cookie,
          body: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});

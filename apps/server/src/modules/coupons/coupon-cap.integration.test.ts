import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, messages } from '@portal/shared';
import { couponCodes, hospitalSubscriptions, paymentOrders } from '../../db/schema';
import {
  buildTestApp,
  call,
  loginAs,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';
import { createDoctorWithHospital, createUser } from '../../../test/factories';
import { formFields, openHostedPage, payThroughSandbox, postForm } from '../../../test/payments';
import { reconcilePendingOrders } from '../payments/service';

const HELD =
  'Every remaining use of this coupon code is held by a payment in progress. Please try again later.';
const USED_UP = 'This coupon code has reached its limit of users and cannot be used any more.';

describe('a coupon code with a number of users: a cap on successful payments', () => {
  let ctx: TestContext;
  let admin: string;
  let planId: number;
  let buyerCount = 0;

  /** A hospital chief admin, logged in from an address of their own (logins are rate-limited). */
  async function newBuyer() {
    const doctor = await createDoctorWithHospital(ctx.db);
    buyerCount += 1;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: `10.20.${Math.floor(buyerCount / 250)}.${buyerCount % 250}`,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { mobileNumber: doctor.mobileNumber, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { ...doctor, cookie: sessionCookieFrom(login) };
  }

  async function createCoupon(
    name: string,
    numberOfUser: number,
    discountValue = 100,
    discountBase: 'flat' | 'percentage' = 'flat',
  ) {
    const response = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: name, planId: 0, discountBase, discountValue, numberOfUser },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function counts(id: number) {
    const [row] = await ctx.db
      .select({ redemptions: couponCodes.redemptions, held: couponCodes.heldByPayments })
      .from(couponCodes)
      .where(eq(couponCodes.id, id));
    return row!;
  }

  /** The whole purchase as a browser makes it: start, the sandbox's page, pay, the callback. */
  async function purchase(cookie: string, couponCode: string) {
    const started = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie,
      body: { planId, couponCode },
    });
    if (started.statusCode !== 200) return { refused: started };
    const redirect = started.json<{
      orderId: string;
      url: string;
      fields: Record<string, string>;
    }>();
    expect((await openHostedPage(ctx.app, redirect)).statusCode).toBe(200);
    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: redirect.orderId,
      outcome: 'success',
    });
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    return { orderId: redirect.orderId, location: answer.headers.location };
  }

  const quote = (cookie: string, couponCode: string) =>
    call(ctx.app, 'POST', '/api/v1/coupons/quote', { cookie, body: { planId, couponCode } });

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const plan = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: {
        subscriptionName: 'Cap Plan',
        subscriptionType: 3,
        patientCount: 20,
        duration: 30,
        total: 1000,
        description: '<p>20 patients</p>',
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.json<{ id: number }>().id;
  });
  afterAll(() => ctx.close());

  it('lets exactly one of 50 concurrent purchases of a cap-1 code through, paid in full', async () => {
    const couponId = await createCoupon('RACE1', 1);
    const buyers = [];
    for (let index = 0; index < 50; index += 1) buyers.push(await newBuyer());

    const results = await Promise.all(buyers.map((buyer) => purchase(buyer.cookie, 'RACE1')));

    const paid = results.filter((result) => 'orderId' in result);
    expect(paid).toHaveLength(1);
    const winner = paid[0] as { orderId: string; location: string };
    expect(winner.location).toBe(`/payment-success/${winner.orderId}/${planId}`);
    const [order] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, winner.orderId));
    expect(order).toMatchObject({ status: 'success', couponId, discountPaise: 10_000 });

    for (const result of results) {
      if (!('refused' in result) || !result.refused) continue;
      expect(result.refused.statusCode).toBe(409);
      expect([HELD, USED_UP]).toContain(result.refused.json().error.message);
      expect(result.refused.json().error.fieldErrors[0].path).toBe('couponCode');
    }
    // Only the winner has an order with the code, and only the winner's hospital a plan.
    const orders = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.couponId, couponId));
    expect(orders).toHaveLength(1);
    const plans = await Promise.all(
      buyers.map((buyer) =>
        ctx.db
          .select()
          .from(hospitalSubscriptions)
          .where(eq(hospitalSubscriptions.hospitalId, buyer.hospitalId!)),
      ),
    );
    expect(plans.filter((rows) => rows.length > 0)).toHaveLength(1);
    expect(await counts(couponId)).toEqual({ redemptions: 1, held: 0 });

    const late = await quote(buyers[1]!.cookie, 'race1');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'coupon_used_up', message: USED_UP });
  });

  it('keeps a cap of 3 exact under 12 concurrent purchases', async () => {
    const couponId = await createCoupon('RACE3', 3);
    const buyers = [];
    for (let index = 0; index < 12; index += 1) buyers.push(await newBuyer());
    const results = await Promise.all(buyers.map((buyer) => purchase(buyer.cookie, 'RACE3')));
    expect(results.filter((result) => 'orderId' in result)).toHaveLength(3);
    expect(await counts(couponId)).toEqual({ redemptions: 3, held: 0 });
  });

  it('holds a use while a payment is open and gives it back when the payment fails', async () => {
    const couponId = await createCoupon('HOLD1', 1);
    const [first, second] = [await newBuyer(), await newBuyer()];
    expect((await quote(second.cookie, 'HOLD1')).statusCode).toBe(200);

    const failing = await payThroughSandbox(
      ctx.app,
      first.cookie,
      { planId, couponCode: 'HOLD1' },
      'failure',
    );
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 1 });
    const whileOpen = await quote(second.cookie, 'HOLD1');
    expect(whileOpen.statusCode).toBe(409);
    expect(whileOpen.json().error).toMatchObject({ code: 'coupon_held', message: HELD });

    await postForm(ctx.app, '/api/v1/payments/callback', failing.callback);
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 0 });
    const paid = await purchase(second.cookie, 'HOLD1');
    expect(paid).toHaveProperty('orderId');
    expect(await counts(couponId)).toEqual({ redemptions: 1, held: 0 });

    const third = await purchase((await newBuyer()).cookie, 'HOLD1');
    expect('refused' in third && third.refused?.json().error.message).toBe(USED_UP);
  });

  it('keeps a code a payment used, failed or not: listed as in payments, its delete refused', async () => {
    const couponId = await createCoupon('USEDONCE', 0);
    const listedAs = async () =>
      (await call(ctx.app, 'GET', '/api/v1/coupons', { cookie: admin }))
        .json<{ id: number; inPayments: boolean }[]>()
        .find((coupon) => coupon.id === couponId)?.inPayments;
    expect(await listedAs()).toBe(false);

    const buyer = await newBuyer();
    const failed = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId, couponCode: 'USEDONCE' },
      'failure',
    );
    await postForm(ctx.app, '/api/v1/payments/callback', failed.callback);
    expect(await listedAs()).toBe(true);
    const refused = await call(ctx.app, 'DELETE', `/api/v1/coupons/${couponId}`, { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages['coupon.usedInPayments']);

    // The check is the coupon's own: a code no payment named is listed so and deleted.
    const unusedId = await createCoupon('UNUSED1', 0);
    const unusedListed = (await call(ctx.app, 'GET', '/api/v1/coupons', { cookie: admin }))
      .json<{ id: number; inPayments: boolean }[]>()
      .find((coupon) => coupon.id === unusedId)?.inPayments;
    expect(unusedListed).toBe(false);
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/coupons/${unusedId}`, { cookie: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  });

  it('goes on with the open order when its buyer starts again (Back, or a second tab): one payment, one use', async () => {
    const couponId = await createCoupon('BACK1', 1);
    const [buyer, other] = [await newBuyer(), await newBuyer()];
    const start = (cookie: string) =>
      call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
        cookie,
        body: { planId, couponCode: 'BACK1', amountPaise: 90_000 },
      });
    const left = await start(buyer.cookie);
    expect(left.statusCode, left.body).toBe(200);
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 1 });

    // Back on the gateway's page: Apply and Buy again are the buyer's, not "held by payments".
    expect((await quote(buyer.cookie, 'BACK1')).statusCode).toBe(200);
    const again = await start(buyer.cookie);
    const first = left.json<{ orderId: string }>().orderId;
    expect(again.json<{ orderId: string }>().orderId).toBe(first);
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 1 });

    // Both tabs pay: the gateway takes the order once, so one pack at the one use.
    const pay = async (redirect: { url: string; fields: Record<string, string> }) => {
      await openHostedPage(ctx.app, redirect);
      const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
        orderId: first,
        outcome: 'success',
      });
      if (completed.statusCode !== 200) return;
      await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    };
    await pay(left.json());
    await pay(again.json());
    expect(await counts(couponId)).toEqual({ redemptions: 1, held: 0 });
    const packs = await ctx.db
      .select()
      .from(hospitalSubscriptions)
      .where(eq(hospitalSubscriptions.hospitalId, buyer.hospitalId!));
    expect(packs).toHaveLength(1);
    // Someone else's payment does not take a use: the one use is gone.
    const refused = await start(other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(USED_UP);
  });

  it('replaces an open order of the buyer an hour old, giving its use to the new one', async () => {
    const couponId = await createCoupon('LATE1', 1);
    const buyer = await newBuyer();
    const start = () =>
      call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
        cookie: buyer.cookie,
        body: { planId, couponCode: 'LATE1' },
      });
    const first = (await start()).json<{ orderId: string }>().orderId;
    await ctx.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(paymentOrders.orderId, first));
    const second = (await start()).json<{ orderId: string }>().orderId;
    expect(second).not.toBe(first);
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 1 });

    // The order left behind settles later without taking the use twice.
    const paid = await purchase(buyer.cookie, 'LATE1');
    expect(paid).toHaveProperty('orderId', second);
    await reconcilePendingOrders({
      ...ctx.app.payments,
      now: () => new Date(Date.now() + 25 * 3_600_000),
    });
    const [leftOrder] = await ctx.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, first));
    expect(leftOrder?.status).toBe('failed');
    expect(await counts(couponId)).toEqual({ redemptions: 1, held: 0 });
  });

  it('refuses a start whose confirmed amount is no longer the price, and holds no use for it', async () => {
    const couponId = await createCoupon('EDIT1', 1);
    const buyer = await newBuyer();
    // The page showed 1,000 - 100; the super admin then lowered the coupon to 10.
    const edited = await call(ctx.app, 'PUT', `/api/v1/coupons/${couponId}`, {
      cookie: admin,
      body: {
        couponCodeName: 'EDIT1',
        planId: 0,
        discountBase: 'flat',
        discountValue: 10,
        numberOfUser: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'EDIT1', amountPaise: 90_000 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'price_changed',
      message: messages['payment.amountChanged'],
    });
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 0 });
    const orders = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.hospitalId, buyer.hospitalId!));
    expect(orders).toEqual([]);
  });

  it('gives back the use of a payment abandoned for a day', async () => {
    const couponId = await createCoupon('GONE1', 1);
    const buyer = await newBuyer();
    const started = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'GONE1' },
    });
    expect(started.statusCode).toBe(200);
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 1 });
    await reconcilePendingOrders({
      ...ctx.app.payments,
      now: () => new Date(Date.now() + 25 * 3_600_000),
    });
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 0 });
    expect((await quote(buyer.cookie, 'GONE1')).statusCode).toBe(200);
  });

  it('redeems a full-discount code at once, since nothing goes to the gateway', async () => {
    const couponId = await createCoupon('FREE1', 1, 100, 'percentage');
    const buyer = await newBuyer();
    const free = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'FREE1' },
    });
    expect(free.json()).toMatchObject({ method: 'GET' });
    expect(await counts(couponId)).toEqual({ redemptions: 1, held: 0 });
    const again = await call(ctx.app, 'POST', '/api/v1/payments/plan-orders', {
      cookie: buyer.cookie,
      body: { planId, couponCode: 'FREE1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('coupon_used_up');
  });

  it('counts no uses for a code without a cap, and never limits it', async () => {
    const couponId = await createCoupon('OPEN', 0);
    for (let index = 0; index < 3; index += 1) {
      expect(await purchase((await newBuyer()).cookie, 'OPEN')).toHaveProperty('orderId');
    }
    expect(await counts(couponId)).toEqual({ redemptions: 3, held: 0 });
    const listed = (await call(ctx.app, 'GET', '/api/v1/coupons', { cookie: admin }))
      .json<{ id: number }[]>()
      .find((row) => row.id === couponId);
    expect(listed).toMatchObject({ numberOfUser: 0, redemptions: 3, heldByPayments: 0 });
  });

  it('settles an order from before holds existed without giving back a use it never took', async () => {
    const couponId = await createCoupon('OLD1', 2);
    const buyer = await newBuyer();
    const failing = await payThroughSandbox(
      ctx.app,
      buyer.cookie,
      { planId, couponCode: 'OLD1' },
      'failure',
    );
    // As the order would be had it started on the version before this one.
    await ctx.db
      .update(paymentOrders)
      .set({ couponHeld: false })
      .where(eq(paymentOrders.orderId, failing.orderId));
    await ctx.db.update(couponCodes).set({ heldByPayments: 0 }).where(eq(couponCodes.id, couponId));
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', failing.callback);
    expect(answer.headers.location).toContain('/payment-failed/');
    expect(await counts(couponId)).toEqual({ redemptions: 0, held: 0 });
  });
});

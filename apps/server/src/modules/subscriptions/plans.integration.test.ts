import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { messages } from '@portal/shared';
import {
  createDoctorWithHospital,
  createPlan,
  createUser,
  errorOf,
  giveSubscription,
} from '../../../test/factories';
import { hospitalSubscriptions, paymentOrders, subscriptionPlans } from '../../db/schema';

const validPlan = (overrides: Record<string, unknown> = {}) => ({
  subscriptionName: 'Hospital 200',
  subscriptionType: 2,
  patientCount: 200,
  duration: 365,
  total: 15000,
  description: '<p>200 patients for a year</p>',
  ...overrides,
});

describe('subscription plans', () => {
  let ctx: TestContext;
  let admin: string;
  let doctor: string;
  let hospitalId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const chief = await createDoctorWithHospital(ctx.db);
    hospitalId = chief.hospitalId!;
    doctor = await loginAs(ctx.app, chief.mobileNumber);
  });
  afterAll(() => ctx.close());

  it('creates a plan with its price in paise and a sanitized description', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan({
        description:
          '<p onclick="steal()">Care <script>alert(1)</script><strong>pack</strong></p><img src=x onerror=1>',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subscriptionName: 'Hospital 200',
      totalPaise: 1_500_000,
      duration: 365,
      isActive: true,
    });
    expect(response.json().description).toBe('<p>Care <strong>pack</strong></p>');
  });

  it('answers each required field with the seed message and enforces the limits', async () => {
    const empty = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      empty
        .json()
        .error.fieldErrors.map((error: { path: string; message: string }) => [
          error.path,
          error.message,
        ]),
    );
    expect(byPath).toMatchObject({
      subscriptionName: 'Subscription Name is required',
      subscriptionType: 'Subscription type is required',
      patientCount: 'Patient count is required',
      duration: 'Duration is required',
      total: 'Total price is required',
      description: 'Description is required',
    });
    const tooLong = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan({ subscriptionName: 'x'.repeat(26) }),
    });
    expect(tooLong.statusCode).toBe(400);
    const tenDigits = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan({ subscriptionName: 'Big', patientCount: 1_000_000_000 }),
    });
    expect(tenDigits.statusCode).toBe(400);
    const onlyScript = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan({ subscriptionName: 'Empty', description: '<script>x</script>' }),
    });
    expect(onlyScript.statusCode).toBe(400);
    const duplicate = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan(),
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('edits, deactivates, activates and deletes a plan no hospital has', async () => {
    const created = (
      await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
        cookie: admin,
        body: validPlan({ subscriptionName: 'Trial' }),
      })
    ).json<{ id: number }>();
    const edited = await call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${created.id}`, {
      cookie: admin,
      body: validPlan({ subscriptionName: 'Trial 2', total: 99.99 }),
    });
    expect(edited.json()).toMatchObject({ subscriptionName: 'Trial 2', totalPaise: 9_999 });
    const off = await call(ctx.app, 'PATCH', `/api/v1/subscriptions/plans/${created.id}/status`, {
      cookie: admin,
      body: { active: false },
    });
    expect(off.json()).toEqual({ ok: true, message: 'Deactive Successfully!' });
    const publicList = await call(ctx.app, 'GET', '/api/v1/subscriptions/plans/active');
    expect(publicList.json<{ id: number }[]>().map((plan) => plan.id)).not.toContain(created.id);
    expect(
      (await call(ctx.app, 'GET', `/api/v1/subscriptions/plans/${created.id}`)).statusCode,
    ).toBe(404);
    const on = await call(ctx.app, 'PATCH', `/api/v1/subscriptions/plans/${created.id}/status`, {
      cookie: admin,
      body: { active: true },
    });
    expect(on.json().message).toBe('Active Successfully!');
    expect(
      (
        await call(ctx.app, 'DELETE', `/api/v1/subscriptions/plans/${created.id}`, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(ctx.app, 'DELETE', `/api/v1/subscriptions/plans/${created.id}`, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete or switch a plan assigned to a hospital, with the seed warnings', async () => {
    await giveSubscription(ctx.db, hospitalId, 5);
    const [assigned] = await ctx.db
      .select({ planId: hospitalSubscriptions.planId })
      .from(hospitalSubscriptions);
    const assignments = await call(
      ctx.app,
      'GET',
      `/api/v1/subscriptions/plans/${assigned!.planId}/hospitals`,
      { cookie: admin },
    );
    expect(assignments.json().hospitals).toHaveLength(1);
    const deletion = await call(
      ctx.app,
      'DELETE',
      `/api/v1/subscriptions/plans/${assigned!.planId}`,
      { cookie: admin },
    );
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().error.message).toContain(
      'Subscription plan already assign hospital you can not delete !',
    );
    const toggle = await call(
      ctx.app,
      'PATCH',
      `/api/v1/subscriptions/plans/${assigned!.planId}/status`,
      { cookie: admin, body: { active: false } },
    );
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().error.message).toContain(
      'Subscription plan already assign hospital you can not active or deactive plan !',
    );
  });

  it('tells the admin which plans a hospital holds: those it refuses to delete or switch', async () => {
    const holder = await createDoctorWithHospital(ctx.db);
    const current = await createPlan(ctx.db);
    const expired = await createPlan(ctx.db);
    const free = await createPlan(ctx.db);
    const day = 86_400_000;
    const pack = (planId: number, endsInDays: number) => ({
      hospitalId: holder.hospitalId!,
      planId,
      patientCount: 10,
      remainingCount: 10,
      activatedAt: new Date(Date.now() - 400 * day),
      deactivatesAt: new Date(Date.now() + endsInDays * day),
    });
    // Held while a pack is current, and still after it ended: the refusals ask for any pack.
    await ctx.db.insert(hospitalSubscriptions).values([pack(current.id, 30), pack(expired.id, -5)]);

    const response = await call(ctx.app, 'GET', '/api/v1/subscriptions/plans', { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    const heldById = new Map(
      response.json<{ id: number; held: boolean }[]>().map((plan) => [plan.id, plan.held]),
    );
    expect(heldById.get(current.id)).toBe(true);
    expect(heldById.get(expired.id)).toBe(true);
    expect(heldById.get(free.id)).toBe(false);

    // What the list says is what the server does.
    for (const plan of [current, expired]) {
      const url = `/api/v1/subscriptions/plans/${plan.id}`;
      expect((await call(ctx.app, 'DELETE', url, { cookie: admin })).statusCode).toBe(409);
      const toggle = await call(ctx.app, 'PATCH', `${url}/status`, {
        cookie: admin,
        body: { active: false },
      });
      expect(toggle.statusCode).toBe(409);
    }
    const freeOff = await call(ctx.app, 'PATCH', `/api/v1/subscriptions/plans/${free.id}/status`, {
      cookie: admin,
      body: { active: false },
    });
    expect(freeOff.statusCode, freeOff.body).toBe(200);
    // The public list of plans on sale says nothing about who holds them.
    const onSale = await call(ctx.app, 'GET', '/api/v1/subscriptions/plans/active');
    expect(onSale.json<Record<string, unknown>[]>().every((plan) => !('held' in plan))).toBe(true);
  });

  it('refuses to delete a plan that coupon codes or payments name, with a message, not a server error', async () => {
    const withCoupon = await createPlan(ctx.db);
    const coupon = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: {
        couponCodeName: 'PLANONLY',
        planId: withCoupon.id,
        discountBase: 'flat',
        discountValue: 5,
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const refused = await call(ctx.app, 'DELETE', `/api/v1/subscriptions/plans/${withCoupon.id}`, {
      cookie: admin,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(messages['plan.hasCoupons']);

    // A payment that failed names the plan too; no hospital holds it.
    const paidFor = await createPlan(ctx.db);
    const buyer = await createDoctorWithHospital(ctx.db);
    await ctx.db.insert(paymentOrders).values({
      orderId: `ORD-PLAN-${paidFor.id}`,
      purpose: 'plan',
      userId: buyer.userId,
      hospitalId: buyer.hospitalId,
      planId: paidFor.id,
      listPricePaise: 100_000,
      discountPaise: 0,
      amountPaise: 100_000,
      status: 'failed',
      gateway: 'sandbox',
    });
    const inPayments = await call(ctx.app, 'DELETE', `/api/v1/subscriptions/plans/${paidFor.id}`, {
      cookie: admin,
    });
    expect(inPayments.statusCode, inPayments.body).toBe(409);
    expect(inPayments.json().error.message).toBe(messages['plan.inPayments']);
    const plans = await call(ctx.app, 'GET', '/api/v1/subscriptions/plans', { cookie: admin });
    const ids = plans.json().map((plan: { id: number }) => plan.id);
    expect(ids).toEqual(expect.arrayContaining([withCoupon.id, paidFor.id]));
  });

  it('refuses a price below a flat coupon code of the plan, which would make it free', async () => {
    const created = (
      await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
        cookie: admin,
        body: validPlan({ subscriptionName: 'Coupon Floor', total: 1000 }),
      })
    ).json<{ id: number }>();
    for (const [couponCodeName, discountValue] of [
      ['FLOOR100', 100],
      ['FLOOR250', 250],
    ] as const) {
      const coupon = await call(ctx.app, 'POST', '/api/v1/coupons', {
        cookie: admin,
        body: { couponCodeName, planId: created.id, discountBase: 'flat', discountValue },
      });
      expect(coupon.statusCode, coupon.body).toBe(201);
    }
    const edit = (total: number) =>
      call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${created.id}`, {
        cookie: admin,
        body: validPlan({ subscriptionName: 'Coupon Floor', total }),
      });
    const below = await edit(50);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fieldErrors).toEqual([
      {
        path: 'total',
        message: messages['plan.priceBelowCoupon'].replace('{codes}', 'FLOOR100, FLOOR250'),
      },
    ]);
    const plan = await call(ctx.app, 'GET', `/api/v1/subscriptions/plans/${created.id}`);
    expect(plan.json()).toMatchObject({ totalPaise: 100_000 });
    // The price may come down to the largest flat discount (the plan is free with it then only
    // by the admin's choice, as a 100 % coupon is).
    expect((await edit(250)).statusCode).toBe(200);
  });

  it("saves an edit only over the revision it read: another tab's save is not undone", async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
      cookie: admin,
      body: validPlan({ subscriptionName: 'Two Tabs', total: 7000 }),
    });
    const { id } = created.json<{ id: number }>();
    const revisionOf = async () =>
      (await call(ctx.app, 'GET', '/api/v1/subscriptions/plans', { cookie: admin }))
        .json<{ id: number; revision: number; totalPaise: number; patientCount: number }[]>()
        .find((plan) => plan.id === id)!;
    const opened = (await revisionOf()).revision;
    const put = (revision: number, changes: Record<string, unknown>) =>
      call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${id}?revision=${revision}`, {
        cookie: admin,
        body: validPlan({ subscriptionName: 'Two Tabs', total: 7000, ...changes }),
      });

    // Tab A raises the price; tab B, opened at the same revision, changes the patient count.
    expect((await put(opened, { total: 7500 })).statusCode).toBe(200);
    const tabB = await put(opened, { patientCount: 60 });
    expect(tabB.statusCode).toBe(409);
    expect(errorOf(tabB).message).toBe(messages['plan.changedSince']);
    expect(await revisionOf()).toMatchObject({ totalPaise: 750_000, patientCount: 200 });

    // Read again, B saves over A's change.
    const again = await put((await revisionOf()).revision, { total: 7500, patientCount: 60 });
    expect(again.statusCode, again.body).toBe(200);
    // Switching the plan off is a change too: an editor opened before it saves no more.
    const before = (await revisionOf()).revision;
    await call(ctx.app, 'PATCH', `/api/v1/subscriptions/plans/${id}/status`, {
      cookie: admin,
      body: { active: false },
    });
    expect((await put(before, { total: 8000 })).statusCode).toBe(409);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${id}?revision=x`, {
          cookie: admin,
          body: validPlan(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('shows My Subscription to the hospital: counters and rows', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/subscriptions/mine', { cookie: doctor });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalSubscriptionPacks: 1,
      totalPatientsRegistered: 0,
      remainingPatientQuota: 5,
    });
    expect(response.json().subscriptions[0]).toMatchObject({
      actualCount: 5,
      patientCount: 5,
      isCurrent: true,
      // Given without an order: nothing was paid online, and no price was set for it.
      paidPaise: null,
      totalPaise: null,
      duration: 30,
    });
    // The plan edited since: the pack keeps its own span (its dates), not the plan's new days.
    const planId = response.json().subscriptions[0].planId as number;
    await ctx.db
      .update(subscriptionPlans)
      .set({ durationDays: 365, totalPaise: 1_200_000 })
      .where(eq(subscriptionPlans.id, planId));
    const after = await call(ctx.app, 'GET', '/api/v1/subscriptions/mine', { cookie: doctor });
    expect(after.json().subscriptions[0]).toMatchObject({ duration: 30, totalPaise: null });
  });

  it('keeps plan administration to the super admin', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/subscriptions/plans')).statusCode).toBe(401);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/subscriptions/plans', { cookie: doctor })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/subscriptions/plans', {
          cookie: doctor,
          body: validPlan({ subscriptionName: 'Hack' }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.app, 'DELETE', '/api/v1/subscriptions/plans/1', { cookie: doctor }))
        .statusCode,
    ).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/v1/subscriptions/mine')).statusCode).toBe(401);
    const patient = await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/subscriptions/mine', { cookie: patient })).statusCode,
    ).toBe(403);
  });
});

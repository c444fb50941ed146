import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { couponCodes, subscriptionPlans } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createDoctorWithHospital, createPlan, createUser } from '../../../test/factories';

describe('coupon codes and discount codes', () => {
  let ctx: TestContext;
  let admin: string;
  let doctor: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
  });
  afterAll(() => ctx.close());

  it('creates, lists, edits, toggles and deletes a coupon', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: {
        couponCodeName: 'diwali',
        planId: 0,
        discountBase: 'percentage',
        discountValue: 15,
        numberOfUser: 10,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      couponCodeName: 'DIWALI',
      planName: 'All Plans',
      discountValue: 1500,
      isActive: true,
      numberOfUser: 10,
      redemptions: 0,
      heldByPayments: 0,
      inPayments: false,
    });
    const id = created.json<{ id: number }>().id;
    const edited = await call(ctx.app, 'PUT', `/api/v1/coupons/${id}`, {
      cookie: admin,
      body: { couponCodeName: 'DIWALI', planId: 0, discountBase: 'flat', discountValue: 250.5 },
    });
    // A full replacement: left out, the number of users goes back to 0 (no limit).
    expect(edited.json()).toMatchObject({
      discountBase: 'flat',
      discountValue: 25_050,
      numberOfUser: 0,
    });
    await call(ctx.app, 'PATCH', `/api/v1/coupons/${id}/status`, {
      cookie: admin,
      body: { active: false },
    });
    const list = await call(ctx.app, 'GET', '/api/v1/coupons', { cookie: admin });
    expect(
      list.json<{ id: number; isActive: boolean }[]>().find((row) => row.id === id)?.isActive,
    ).toBe(false);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/coupons/${id}`, { cookie: admin })).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'GET', `/api/v1/coupons/${id}`, { cookie: admin })).statusCode,
    ).toBe(404);
  });

  it('keeps the largest flat discount the form allows, 9 digits of rupees', async () => {
    // For a plan of that price: a flat discount above its plan's price is refused.
    const priciest = await createPlan(ctx.db, { totalPaise: 99_999_999_900 });
    const created = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: {
        couponCodeName: 'HUGE',
        planId: priciest.id,
        discountBase: 'flat',
        discountValue: 999_999_999,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ discountValue: 99_999_999_900 });
    const id = created.json<{ id: number }>().id;
    const read = await call(ctx.app, 'GET', `/api/v1/coupons/${id}`, { cookie: admin });
    expect(read.json()).toMatchObject({ discountBase: 'flat', discountValue: 99_999_999_900 });
  });

  it('validates the coupon form with the seed messages', async () => {
    const empty = await call(ctx.app, 'POST', '/api/v1/coupons', { cookie: admin, body: {} });
    const byPath = Object.fromEntries(
      empty
        .json()
        .error.fieldErrors.map((error: { path: string; message: string }) => [
          error.path,
          error.message,
        ]),
    );
    expect(byPath).toMatchObject({
      couponCodeName: 'Coupon Code Name is required',
      planId: 'Coupon Code For Plan is required',
      discountBase: 'Discount Base For Plan is required',
      discountValue: 'Discount Price is required',
    });
    const long = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: 'ELEVENCHARS', planId: 0, discountBase: 'flat', discountValue: 1 },
    });
    expect(long.statusCode).toBe(400);
    const overHundred = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: 'BIG', planId: 0, discountBase: 'percentage', discountValue: 101 },
    });
    expect(overHundred.json().error.fieldErrors).toEqual([
      { path: 'discountValue', message: 'A percentage discount can be at most 100' },
    ]);
    const noPlan = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: 'GHOST', planId: 99999, discountBase: 'flat', discountValue: 1 },
    });
    expect(noPlan.statusCode).toBe(400);
  });

  it('refuses a flat discount above the price of the plan it is for', async () => {
    const plan = await createPlan(ctx.db, { totalPaise: 1_000_000 });
    const coupon = (discountValue: number) =>
      call(ctx.app, 'POST', '/api/v1/coupons', {
        cookie: admin,
        body: {
          couponCodeName: `F${discountValue}`,
          planId: plan.id,
          discountBase: 'flat',
          discountValue,
        },
      });
    const above = await coupon(20_000);
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fieldErrors).toEqual([
      { path: 'discountValue', message: messages['coupon.flatAbovePrice'] },
    ]);
    // The whole price is a free plan, as 100 % is.
    expect((await coupon(10_000)).statusCode).toBe(201);
  });

  it('refuses a flat discount for all plans above the price of a plan on sale, naming it', async () => {
    const cheap = {
      name: 'Cheap 5',
      ...(await createPlan(ctx.db, { name: 'Cheap 5', totalPaise: 50_000 })),
    };
    const alreadyFree = {
      name: 'Free Trial',
      ...(await createPlan(ctx.db, { name: 'Free Trial', totalPaise: 0 })),
    };
    const offSale = {
      name: 'Off Sale 1',
      ...(await createPlan(ctx.db, { name: 'Off Sale 1', totalPaise: 10_000 })),
    };
    await ctx.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.id, offSale.id));
    const everyPlan = (name: string, discountValue: number) =>
      call(ctx.app, 'POST', '/api/v1/coupons', {
        cookie: admin,
        body: { couponCodeName: name, planId: 0, discountBase: 'flat', discountValue },
      });
    const refused = await everyPlan('ALL20K', 20_000);
    expect(refused.statusCode).toBe(400);
    const [error] = refused.json().error.fieldErrors as { path: string; message: string }[];
    expect(error!.path).toBe('discountValue');
    expect(error!.message).toMatch(/^A flat discount this large would make these plans free: /);
    expect(error!.message).toContain(cheap.name);
    expect(error!.message).not.toContain(offSale.name);
    // A plan free already is not made free by it.
    expect(error!.message).not.toContain(alreadyFree.name);
    // Below every plan on sale (₹500 the cheapest here), it is a discount.
    expect((await everyPlan('ALL100', 100)).statusCode).toBe(201);
    // And a plan's price is not lowered below it afterwards.
    const lowered = await call(ctx.app, 'PUT', `/api/v1/subscriptions/plans/${cheap.id}`, {
      cookie: admin,
      body: {
        subscriptionName: cheap.name,
        subscriptionType: 1,
        patientCount: 10,
        duration: 30,
        total: 50,
        description: '<p>Cheap</p>',
      },
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.body).toContain('ALL100');
  });

  it('validates the number of users: a whole number of up to 9 digits, empty meaning 0', async () => {
    const body = { couponCodeName: 'USERS', planId: 0, discountBase: 'flat', discountValue: 5 };
    for (const numberOfUser of [-1, 1.5, 1_000_000_000, '10']) {
      const refused = await call(ctx.app, 'POST', '/api/v1/coupons', {
        cookie: admin,
        body: { ...body, numberOfUser },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual([
        {
          path: 'numberOfUser',
          message: 'Number of users must be a whole number of at most 9 digits (0 means no limit)',
        },
      ]);
    }
    const empty = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { ...body, numberOfUser: null },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().numberOfUser).toBe(0);
    const id = empty.json<{ id: number }>().id;
    const largest = await call(ctx.app, 'PUT', `/api/v1/coupons/${id}`, {
      cookie: admin,
      body: { ...body, numberOfUser: 999_999_999 },
    });
    expect(largest.json().numberOfUser).toBe(999_999_999);
    const invalidEdit = await call(ctx.app, 'PUT', `/api/v1/coupons/${id}`, {
      cookie: admin,
      body: { ...body, numberOfUser: -5 },
    });
    expect(invalidEdit.json().error.fieldErrors[0].path).toBe('numberOfUser');
  });

  it('refuses to set the number of users below the uses already taken', async () => {
    const body = { couponCodeName: 'TAKEN', planId: 0, discountBase: 'flat', discountValue: 5 };
    const created = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { ...body, numberOfUser: 5 },
    });
    const id = created.json<{ id: number }>().id;
    // Two paid, one payment in progress.
    await ctx.db
      .update(couponCodes)
      .set({ redemptions: 2, heldByPayments: 1 })
      .where(eq(couponCodes.id, id));
    const edit = (numberOfUser: number, couponId = id) =>
      call(ctx.app, 'PUT', `/api/v1/coupons/${couponId}`, {
        cookie: admin,
        body: { ...body, numberOfUser },
      });
    const below = await edit(2);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fieldErrors).toEqual([
      {
        path: 'numberOfUser',
        message:
          'This code is already used or held by payments in progress 3 times: enter 0 for no limit, or at least 3',
      },
    ]);
    expect((await edit(3)).json()).toMatchObject({ numberOfUser: 3, redemptions: 2 });
    expect((await edit(0)).json().numberOfUser).toBe(0);
    expect((await edit(4)).statusCode).toBe(200);
    // A cap already passed (codes paid before caps were enforced) may be kept as it is.
    await ctx.db.update(couponCodes).set({ redemptions: 6 }).where(eq(couponCodes.id, id));
    expect((await edit(4)).statusCode).toBe(200);
    expect((await edit(5)).statusCode).toBe(400);
    expect((await edit(2, 999_999)).statusCode).toBe(404);
  });

  it('refuses duplicate names whatever the case', async () => {
    await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: 'NEWYEAR', planId: 0, discountBase: 'flat', discountValue: 10 },
    });
    const again = await call(ctx.app, 'POST', '/api/v1/coupons', {
      cookie: admin,
      body: { couponCodeName: 'newyear', planId: 0, discountBase: 'flat', discountValue: 20 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fieldErrors[0].path).toBe('couponCodeName');
  });

  it('keeps patient discount codes with a percentage, unique, editable and removable', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'care10', discountPercent: 10 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      coupponCode: 'CARE10',
      discountPercent: 10,
      isActive: true,
      inUse: false,
    });
    const id = created.json<{ id: number }>().id;
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/discount-codes', {
          cookie: admin,
          body: { coupponCode: 'CARE10', discountPercent: 5 },
        })
      ).statusCode,
    ).toBe(409);
    const empty = await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: '', discountPercent: 5 },
    });
    expect(empty.json().error.fieldErrors).toEqual([
      { path: 'coupponCode', message: 'Coupon Code is required' },
    ]);
    const edited = await call(ctx.app, 'PUT', `/api/v1/discount-codes/${id}`, {
      cookie: admin,
      body: { coupponCode: 'CARE20', discountPercent: 20 },
    });
    expect(edited.json()).toMatchObject({ coupponCode: 'CARE20', discountPercent: 20 });
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/discount-codes/${id}`, { cookie: admin })).statusCode,
    ).toBe(200);
  });

  it('keeps codes to the super admin; quoting needs a buyer', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/coupons'],
      ['POST', '/api/v1/coupons'],
      ['GET', '/api/v1/coupons/1'],
      ['PUT', '/api/v1/coupons/1'],
      ['PATCH', '/api/v1/coupons/1/status'],
      ['DELETE', '/api/v1/coupons/1'],
      ['GET', '/api/v1/discount-codes'],
      ['DELETE', '/api/v1/discount-codes/1'],
    ] as const) {
      expect((await call(ctx.app, method, url, { body: {} })).statusCode).toBe(401);
      expect((await call(ctx.app, method, url, { cookie: doctor, body: {} })).statusCode).toBe(403);
    }
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
          body: { planId: 1, couponCode: 'X' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
          cookie: admin,
          body: { planId: 1, couponCode: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    const blank = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: doctor,
      body: { planId: 1, couponCode: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors).toEqual([
      { path: 'couponCode', message: 'Enter a coupon code' },
    ]);
    const noPlan = await call(ctx.app, 'POST', '/api/v1/coupons/quote', {
      cookie: doctor,
      body: { planId: 0, couponCode: 'X' },
    });
    expect(noPlan.statusCode).toBe(400);
  });
});

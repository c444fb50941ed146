import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, users } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  gujaratDistrictId,
  masterId,
  nextMobile,
} from '../../../test/factories';
import { formFields, openHostedPage, postForm } from '../../../test/payments';

describe('programme payments of self-registered people', () => {
  let ctx: TestContext;
  let registration: Record<string, unknown>;

  async function selfRegister(overrides: Record<string, unknown> = {}) {
    const body = { ...registration, mobileNumber: nextMobile(), ...overrides };
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', { body });
    expect(response.statusCode, response.body).toBe(201);
    return { mobile: body.mobileNumber, summary: response.json() };
  }

  const userIdOf = async (mobile: unknown) => {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, String(mobile)));
    return user!.id;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'HALF', discountPercent: 50 },
    });
    await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'GIFT', discountPercent: 100 },
    });
    registration = {
      registerType: 'online-second-opinion',
      patientType: 'patient',
      firstName: 'Farah',
      lastName: 'Khan',
      genderId: 2,
      dateOfBirth: `${new Date().getFullYear() - 47}-01-01`,
      age: 47,
      countryId: 101,
      stateId: 12,
      districtId: await gujaratDistrictId(ctx.db),
      city: 'Ahmedabad',
      pincode: '380006',
      address: '9 Relief Road',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      termsAccepted: true,
      siteId: await masterId(ctx.db, 'site', 'Breast'),
      lookingForId: await masterId(ctx.db, 'looking_for', 'Treatment'),
      stageId: await masterId(ctx.db, 'stage', 'Early'),
      treatmentHistoryIds: [await masterId(ctx.db, 'treatment_history', 'Surgery')],
      clinicIds: [(await createDoctorWithHospital(ctx.db)).hospitalId],
      couponCode: 'HALF',
    };
  });
  afterAll(() => ctx.close());

  it('pays the stored amount with the discount applied and activates the login on success', async () => {
    const { mobile, summary } = await selfRegister();
    expect(summary).toMatchObject({
      listPricePaise: 200_000,
      payablePaise: 100_000,
      isLoginActive: false,
      receiptOrderId: null,
    });
    const cookie = await loginAs(ctx.app, mobile);
    const started = await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie });
    expect(started.statusCode, started.body).toBe(200);
    const redirect = started.json();
    expect(redirect.fields.TXN_AMOUNT).toBe('1000.00');

    await openHostedPage(ctx.app, redirect);
    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: redirect.orderId,
      outcome: 'success',
    });
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    expect(answer.headers.location).toBe(`/payment-success/${redirect.orderId}/0`);

    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie });
    expect(session.json().user.isLoginActive).toBe(true);
    const outcome = await call(ctx.app, 'GET', `/api/v1/payments/orders/${redirect.orderId}`, {
      cookie,
    });
    expect(outcome.json()).toMatchObject({
      status: 'success',
      purpose: 'programme',
      itemName: 'Online second opinion',
      registerType: 'online-second-opinion',
      amountPaise: 100_000,
      programmeMonths: null,
    });
    // The payment page offers the receipt of the paid order.
    const own = await call(ctx.app, 'GET', '/api/v1/patients/me/summary', { cookie });
    expect(own.json()).toMatchObject({ isLoginActive: true, receiptOrderId: redirect.orderId });
    const again = await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie });
    expect(again.statusCode).toBe(409);
  });

  it('names on the receipt the months a programme sold by the month was paid for', async () => {
    const { mobile } = await selfRegister({
      registerType: 'personal-assistance-programme',
      months: 3,
      couponCode: undefined,
    });
    const cookie = await loginAs(ctx.app, mobile);
    const started = await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId } = started.json<{ orderId: string }>();
    // Before it is paid, and after.
    const pending = await call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, { cookie });
    expect(pending.json()).toMatchObject({ status: 'pending', programmeMonths: 3 });
    await openHostedPage(ctx.app, started.json());
    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId,
      outcome: 'success',
    });
    await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    const outcome = await call(ctx.app, 'GET', `/api/v1/payments/orders/${orderId}`, { cookie });
    expect(outcome.json()).toMatchObject({
      status: 'success',
      registerType: 'personal-assistance-programme',
      programmeMonths: 3,
    });
  });

  it('goes on with the open order when the payment is started again, so it is taken once', async () => {
    const { mobile } = await selfRegister();
    const cookie = await loginAs(ctx.app, mobile);
    const start = async () =>
      (await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie })).json<{
        orderId: string;
        url: string;
        fields: Record<string, string>;
      }>();
    // Two tabs: both reach the gateway with the same order.
    const first = await start();
    const second = await start();
    expect(second.orderId).toBe(first.orderId);
    expect(second.fields.TXN_AMOUNT).toBe(first.fields.TXN_AMOUNT);
    await postForm(ctx.app, first.url, first.fields);
    await postForm(ctx.app, second.url, second.fields);

    // Paid in the first tab, then again in the second: the gateway decides the order once.
    const paid = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: first.orderId,
      outcome: 'success',
    });
    await postForm(ctx.app, '/api/v1/payments/callback', formFields(paid.body));
    const paidAgain = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: second.orderId,
      outcome: 'success',
    });
    const transaction = (body: string) => formFields(body).TXNID;
    expect(transaction(paidAgain.body)).toBe(transaction(paid.body));
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', formFields(paidAgain.body));
    expect(answer.headers.location).toBe(`/payment-success/${first.orderId}/0`);
    const orders = await ctx.db.$count(
      paymentOrders,
      and(eq(paymentOrders.userId, await userIdOf(mobile)), eq(paymentOrders.status, 'success')),
    );
    expect(orders).toBe(1);

    // A failed attempt closes the order: the next start is a new one.
    const other = await selfRegister();
    const otherCookie = await loginAs(ctx.app, other.mobile);
    const failing = (
      await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie: otherCookie })
    ).json();
    await postForm(ctx.app, failing.url, failing.fields);
    const failed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: failing.orderId,
      outcome: 'failure',
    });
    await postForm(ctx.app, '/api/v1/payments/callback', formFields(failed.body));
    const retry = (
      await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie: otherCookie })
    ).json();
    expect(retry.orderId).not.toBe(failing.orderId);
  });

  it('keeps the login inactive when the payment fails', async () => {
    const { mobile } = await selfRegister();
    const cookie = await loginAs(ctx.app, mobile);
    const redirect = (
      await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie })
    ).json();
    await openHostedPage(ctx.app, redirect);
    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: redirect.orderId,
      outcome: 'failure',
    });
    const answer = await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    expect(answer.headers.location).toBe(`/payment-failed/${redirect.orderId}/0`);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).json().user.isLoginActive,
    ).toBe(false);
    // A failed payment is no receipt.
    const own = await call(ctx.app, 'GET', '/api/v1/patients/me/summary', { cookie });
    expect(own.json()).toMatchObject({ isLoginActive: false, receiptOrderId: null });
  });

  it('activates at once when the discount covers everything', async () => {
    const { mobile, summary } = await selfRegister({ couponCode: 'GIFT' });
    expect(summary).toMatchObject({ payablePaise: 0, isLoginActive: true });
    const cookie = await loginAs(ctx.app, mobile);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie })).json().user.isLoginActive,
    ).toBe(true);
  });

  it('is only for self-registered people', async () => {
    expect((await call(ctx.app, 'POST', '/api/v1/payments/programme-orders')).statusCode).toBe(401);
    const doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
    expect(
      (await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie: doctor }))
        .statusCode,
    ).toBe(403);
    const patientWithoutRecord = await loginAs(
      ctx.app,
      (await createUser(ctx.db, 'patient')).mobileNumber,
    );
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', {
          cookie: patientWithoutRecord,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('opens no /me API before the programme is paid, and every one after', async () => {
    const { mobile } = await selfRegister();
    const cookie = await loginAs(ctx.app, mobile);
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const ownRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/me/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
    expect(ownRoutes.length).toBeGreaterThanOrEqual(4);
    for (const { path, method } of ownRoutes) {
      const response = await call(
        ctx.app,
        method.toUpperCase() as 'GET' | 'POST' | 'PUT',
        path.replace(/\{[^}]+\}/g, '1'),
        { cookie, ...(method === 'get' ? {} : { body: {} }) },
      );
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().error).toEqual({
        code: 'payment_pending',
        message:
          'Your programme is not paid yet. Please pay to open your appointments and questionnaires.',
      });
    }
    // What they owe, and paying, stay open.
    expect((await call(ctx.app, 'GET', '/api/v1/patients/me/summary', { cookie })).statusCode).toBe(
      200,
    );
    const redirect = (
      await call(ctx.app, 'POST', '/api/v1/payments/programme-orders', { cookie })
    ).json();
    await openHostedPage(ctx.app, redirect);
    const completed = await postForm(ctx.app, '/sandbox-gateway/complete', {
      orderId: redirect.orderId,
      outcome: 'success',
    });
    await postForm(ctx.app, '/api/v1/payments/callback', formFields(completed.body));
    for (const path of ['/api/v1/me/appointments', '/api/v1/me/outcome-assignments']) {
      expect((await call(ctx.app, 'GET', path, { cookie })).statusCode, path).toBe(200);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, type AdminPaymentPage } from '@portal/shared';
import { auditLog, paymentOrders } from '../../db/schema';
import { createDoctorWithHospital, createUser, errorOf } from '../../../test/factories';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createPlanWithCoupon, payThroughSandbox, postForm } from '../../../test/payments';

const BASE = '/api/v1/admin/payments';

describe("the super admin's payments", () => {
  let ctx: TestContext;
  let admin: string;
  let adminId: number;
  let chief: string;
  let chiefMobile: string;
  let paidOrderId: string;
  let failedOrderId: string;
  let paidTxnId: string;
  const stamp = `Ap${Date.now() % 100_000}`;
  const couponName = `C${stamp}`.toUpperCase();
  const programmeOrderId = `PRG-${stamp}`;
  const oldOrderId = `OLD-${stamp}`;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const superAdmin = await createUser(ctx.db, 'super_admin');
    adminId = superAdmin.id;
    admin = await loginAs(ctx.app, superAdmin.mobileNumber);
    const buyer = await createDoctorWithHospital(ctx.db);
    chiefMobile = buyer.mobileNumber;
    chief = await loginAs(ctx.app, buyer.mobileNumber);

    const planId = await createPlanWithCoupon(ctx.app, admin, `${stamp} Pack`, couponName);

    // A payment from January 2025 (settled), a programme payment, then a paid and a failed plan.
    const person = await createUser(ctx.db, 'patient');
    await ctx.db.insert(paymentOrders).values([
      {
        orderId: oldOrderId,
        purpose: 'plan',
        userId: buyer.userId,
        hospitalId: buyer.hospitalId,
        planId,
        planName: `${stamp} Pack`,
        listPricePaise: 200_000,
        discountPaise: 0,
        amountPaise: 200_000,
        status: 'success',
        gateway: 'sandbox',
        createdAt: new Date('2025-01-10T06:00:00Z'),
        completedAt: new Date('2025-01-10T06:05:00Z'),
      },
      {
        orderId: programmeOrderId,
        purpose: 'programme',
        userId: person.id,
        programme: 'self-screening',
        listPricePaise: 35_000,
        discountPaise: 0,
        amountPaise: 35_000,
        status: 'success',
        gateway: 'sandbox',
        gatewayTxnId: `TXN-${stamp}`,
        completedAt: new Date(),
      },
    ]);
    const paid = await payThroughSandbox(
      ctx.app,
      chief,
      { planId, couponCode: couponName },
      'success',
    );
    expect((await postForm(ctx.app, '/api/v1/payments/callback', paid.callback)).statusCode).toBe(
      303,
    );
    paidOrderId = paid.orderId;
    const failed = await payThroughSandbox(ctx.app, chief, { planId }, 'failure');
    await postForm(ctx.app, '/api/v1/payments/callback', failed.callback);
    failedOrderId = failed.orderId;
    const [stored] = await ctx.db
      .select({ txn: paymentOrders.gatewayTxnId })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, paidOrderId));
    paidTxnId = stored!.txn!;
  });
  afterAll(() => ctx.close());

  const list = async (query = '') => {
    const response = await call(ctx.app, 'GET', `${BASE}${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminPaymentPage>();
  };
  const orderIds = (page: AdminPaymentPage) => page.data.map((row) => row.orderId);

  it('lists every payment newest first, with what it bought, for whom, and what came in', async () => {
    const page = await list();
    expect(orderIds(page)).toEqual([failedOrderId, paidOrderId, programmeOrderId, oldOrderId]);
    expect(page).toMatchObject({ recordsTotal: 4, recordsFiltered: 4, paidCount: 3 });
    // 2,000 once, 1,500 after the coupon, 350 for the programme.
    expect(page.collectedPaise).toBe(200_000 + 150_000 + 35_000);
    const [failed, paid, programme] = page.data;
    expect(failed).toMatchObject({ status: 'failed', purpose: 'plan', code: null });
    expect(failed!.gatewayMessage).toBeTruthy();
    expect(paid).toMatchObject({
      status: 'success',
      purpose: 'plan',
      planName: `${stamp} Pack`,
      amountPaise: 150_000,
      discountPaise: 50_000,
      code: couponName,
      payerMobile: chiefMobile,
      gatewayTxnId: paidTxnId,
    });
    expect(paid!.hospitalName).toBeTruthy();
    expect(programme).toMatchObject({
      purpose: 'programme',
      planName: 'Self-screening',
      hospitalId: null,
      hospitalName: null,
    });
  });

  it('narrows to a status, a purpose, the days started and one reference', async () => {
    expect(orderIds(await list('?status=failed'))).toEqual([failedOrderId]);
    const programmes = await list('?purpose=programme');
    expect(orderIds(programmes)).toEqual([programmeOrderId]);
    expect(programmes).toMatchObject({ paidCount: 1, collectedPaise: 35_000 });
    const january = await list('?from=2025-01-01&to=2025-01-31');
    expect(orderIds(january)).toEqual([oldOrderId]);
    // The day is India's: 06:00 UTC on 10 January is 11:30 there, so the 10th alone holds it.
    expect(orderIds(await list('?from=2025-01-10&to=2025-01-10'))).toEqual([oldOrderId]);
    expect(orderIds(await list('?from=2025-01-11&to=2025-12-31'))).toEqual([]);
    const failedPlans = await list('?status=failed&purpose=plan&from=2025-01-01');
    expect(failedPlans).toMatchObject({ recordsTotal: 1, paidCount: 0, collectedPaise: 0 });
    expect(orderIds(await list(`?search=${paidOrderId}`))).toEqual([paidOrderId]);
    expect(orderIds(await list(`?search=${paidTxnId}`))).toEqual([paidOrderId]);
    expect(orderIds(await list(`?search=%20${chiefMobile}%20`))).toEqual([
      failedOrderId,
      paidOrderId,
      oldOrderId,
    ]);
    expect((await list('?search=NO-SUCH-ORDER')).recordsTotal).toBe(0);
  });

  it('pages through them', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(orderIds(second)).toEqual([programmeOrderId, oldOrderId]);
    expect(second.recordsTotal).toBe(4);
  });

  it('refuses each bad filter with the field named', async () => {
    for (const [query, path] of [
      ['?status=refunded', 'status'],
      ['?purpose=donation', 'purpose'],
      ['?from=2025-02-30', 'from'],
      ['?to=01-02-2025', 'to'],
      ['?from=2025-03-01&to=2025-02-01', 'to'],
      [`?search=${'9'.repeat(65)}`, 'search'],
      ['?page=0', 'page'],
      ['?pageSize=51', 'pageSize'],
    ] as const) {
      const response = await call(ctx.app, 'GET', `${BASE}${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(
        errorOf(response).fieldErrors?.map((error) => error.path),
        query,
      ).toEqual([path]);
    }
  });

  it('exports the payments of some days as CSV, titles and words in the language asked, and records it', async () => {
    const response = await call(ctx.app, 'GET', `${BASE}/export?from=2025-01-01&to=2025-12-31`, {
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-2025-01-01-to-2025-12-31.csv"',
    );
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFStarted \(India\),Settled \(India\),Status,/);
    expect(lines).toHaveLength(2);
    const old = (await list(`?search=${oldOrderId}`)).data[0]!;
    expect(lines[1]).toBe(
      [
        '2025-01-10 11:30:00',
        '2025-01-10 11:35:00',
        'Paid',
        'Plan',
        `${stamp} Pack`,
        old.hospitalName,
        old.payerName,
        chiefMobile,
        '2000.00',
        '0.00',
        '2000.00',
        '',
        'sandbox',
        oldOrderId,
        '',
        '',
      ].join(','),
    );

    // Today's paid ones: the plan bought with the coupon and the programme.
    const today = todayInIndia();
    const hindi = await call(
      ctx.app,
      'GET',
      `${BASE}/export?from=${today}&to=${today}&status=success&lang=hi`,
      { cookie: admin },
    );
    expect(hindi.statusCode).toBe(200);
    const hindiLines = hindi.body.split('\r\n').filter(Boolean);
    expect(hindiLines[0]).toMatch(/^\uFEFFशुरू हुआ \(भारत\),/);
    expect(
      hindiLines.slice(1).map((line) => {
        const cells = line.split(',');
        return [cells[2], cells[3], cells[13]];
      }),
    ).toEqual([
      ['भुगतान हुआ', 'प्लान', paidOrderId],
      ['भुगतान हुआ', 'कार्यक्रम', programmeOrderId],
    ]);

    const recorded = await ctx.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.exported'), eq(auditLog.actorUserId, adminId)));
    expect(recorded.map((row) => row.detail)).toEqual([
      { from: '2025-01-01', to: '2025-12-31' },
      { from: today, to: today, status: 'success' },
    ]);
  });

  it('refuses an export without its days, or of more than a year', async () => {
    for (const [query, path] of [
      ['', 'from'],
      ['?from=2025-01-01', 'from'],
      ['?from=2025-01-01&to=2026-01-02', 'to'],
      ['?from=2025-01-01&to=2025-12-31&lang=fr', 'lang'],
    ] as const) {
      const response = await call(ctx.app, 'GET', `${BASE}/export${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(
        errorOf(response).fieldErrors?.map((error) => error.path),
        query,
      ).toContain(path);
    }
  });

  it('answers 401 without a session and 403 to a hospital admin', async () => {
    for (const url of [BASE, `${BASE}/export?from=2025-01-01&to=2025-01-31`]) {
      expect((await call(ctx.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await call(ctx.app, 'GET', url, { cookie: chief })).statusCode, url).toBe(403);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHospitalDetail, AdminPaymentRow } from '@portal/shared';
import { hospitals, paymentOrders } from '../../db/schema';
import {
  createDoctorWithHospital,
  createPlan,
  createUser,
  errorOf,
  giveSubscription,
} from '../../../test/factories';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import { createPlanWithCoupon, payThroughSandbox, postForm } from '../../../test/payments';

const BASE = '/api/v1/admin/hospitals';

describe("the super admin's page of one hospital", () => {
  let ctx: TestContext;
  let admin: string;
  let chief: string;
  let hospitalId: number;
  let otherHospitalId: number;
  let paidOrderId: string;
  const stamp = `Hd${Date.now() % 100_000}`;
  // Coupon names are kept in capitals.
  const couponName = `C${stamp}`.toUpperCase();

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const buyer = await createDoctorWithHospital(ctx.db);
    hospitalId = buyer.hospitalId!;
    chief = await loginAs(ctx.app, buyer.mobileNumber);
    await ctx.db
      .update(hospitals)
      .set({ name: `${stamp} Cancer Institute`, registrationNo: 'GUJ/2020/118' })
      .where(eq(hospitals.id, hospitalId));

    // A pack given without payment, then one bought online with a coupon, then a failed try.
    await giveSubscription(ctx.db, hospitalId, 5, 30);
    const planId = await createPlanWithCoupon(ctx.app, admin, `${stamp} Pack`, couponName);
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

    // Another hospital's payment, which must not show.
    const other = await createDoctorWithHospital(ctx.db);
    otherHospitalId = other.hospitalId!;
    const otherPlan = await createPlan(ctx.db);
    await ctx.db.insert(paymentOrders).values({
      orderId: `ORD-${stamp}-OTHER`,
      purpose: 'plan',
      userId: other.userId,
      hospitalId: otherHospitalId,
      planId: otherPlan.id,
      listPricePaise: 100_000,
      discountPaise: 0,
      amountPaise: 100_000,
      gateway: 'sandbox',
    });
  });
  afterAll(() => ctx.close());

  const get = async <T>(url: string) => {
    const response = await call(ctx.app, 'GET', url, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('shows the hospital as the list does, with its registration and its packs', async () => {
    const detail = await get<AdminHospitalDetail>(`${BASE}/${hospitalId}`);
    expect(detail.hospital).toMatchObject({
      hospitalId,
      hospitalName: `${stamp} Cancer Institute`,
      subscription: 'active',
      patientsLeft: 45,
    });
    expect(detail.registrationNo).toBe('GUJ/2020/118');
    expect(detail.subscriptions).toMatchObject({
      totalSubscriptionPacks: 2,
      remainingPatientQuota: 45,
      totalPatientsRegistered: 0,
    });
    const bought = detail.subscriptions.subscriptions.find((row) => row.paidPaise !== null)!;
    expect(bought).toMatchObject({
      subscriptionName: `${stamp} Pack`,
      totalPaise: 200_000,
      paidPaise: 150_000,
      actualCount: 40,
      isCurrent: true,
      // The super admin did not pay it: the receipt is the hospital's.
      receiptOrderId: null,
    });
  });

  it("lists the hospital's payments newest first, failed ones with the gateway's words", async () => {
    const page = await get<{ data: AdminPaymentRow[]; recordsTotal: number }>(
      `${BASE}/${hospitalId}/payments`,
    );
    expect(page.recordsTotal).toBe(2);
    const [failed, success] = page.data as [AdminPaymentRow, AdminPaymentRow];
    expect(failed).toMatchObject({ status: 'failed', planName: `${stamp} Pack`, code: null });
    expect(failed.gatewayMessage).toBeTruthy();
    expect(failed.settledAt).not.toBeNull();
    expect(success).toMatchObject({
      orderId: paidOrderId,
      status: 'success',
      planName: `${stamp} Pack`,
      listPricePaise: 200_000,
      discountPaise: 50_000,
      amountPaise: 150_000,
      code: couponName,
      gateway: 'sandbox',
    });
    expect(success.gatewayTxnId).toMatch(/^SBX/);
    expect(success.payerMobile).toMatch(/^\d{10}$/);
    expect(Date.parse(success.startedAt)).toBeLessThanOrEqual(Date.parse(failed.startedAt));

    const second = await get<{ data: AdminPaymentRow[] }>(
      `${BASE}/${hospitalId}/payments?page=2&pageSize=1`,
    );
    expect(second.data.map((row) => row.orderId)).toEqual([paidOrderId]);
    const other = await get<{ data: AdminPaymentRow[] }>(`${BASE}/${otherHospitalId}/payments`);
    expect(other.data.map((row) => row.orderId)).toEqual([`ORD-${stamp}-OTHER`]);
    expect(other.data[0]).toMatchObject({ status: 'pending', settledAt: null });
  });

  it('answers 404 for a hospital that does not exist, on both routes', async () => {
    for (const url of [`${BASE}/2147483647`, `${BASE}/2147483647/payments`]) {
      const response = await call(ctx.app, 'GET', url, { cookie: admin });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses a bad hospital id, page or page size with the field named', async () => {
    for (const [url, path] of [
      [`${BASE}/abc`, 'hospitalId'],
      [`${BASE}/0/payments`, 'hospitalId'],
      [`${BASE}/${hospitalId}/payments?page=0`, 'page'],
      [`${BASE}/${hospitalId}/payments?pageSize=51`, 'pageSize'],
    ] as const) {
      const response = await call(ctx.app, 'GET', url, { cookie: admin });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).fieldErrors?.map((error) => error.path)).toEqual([path]);
    }
  });

  it("answers 401 without a session and 403 to the hospital's own admin", async () => {
    for (const url of [`${BASE}/${hospitalId}`, `${BASE}/${hospitalId}/payments`]) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', url, { cookie: chief })).statusCode).toBe(403);
    }
  });
});

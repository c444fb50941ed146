import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHospitalRow } from '@portal/shared';
import { hospitals, hospitalSubscriptions } from '../../db/schema';
import {
  createDoctorWithHospital,
  createDoctorWithoutHospital,
  createPatientOf,
  createUser,
  errorOf,
  giveSubscription,
  joinHospital,
} from '../../../test/factories';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';

const LIST = '/api/v1/admin/hospitals';

describe("the super admin's list of hospitals", () => {
  let ctx: TestContext;
  let admin: string;
  let chief: string;
  // A word in the names of this file's hospitals alone.
  const stamp = `Zq${Date.now() % 100_000}`;
  const names = {
    active: `${stamp} Apollo Cancer Centre`,
    expired: `${stamp} Bharat Oncology`,
    none: `${stamp} Civil Hospital`,
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const rename = (id: number, name: string) =>
      ctx.db.update(hospitals).set({ name }).where(eq(hospitals.id, id));

    // Running a pack of 20, with a second doctor and two patients.
    const active = await createDoctorWithHospital(ctx.db);
    chief = await loginAs(ctx.app, active.mobileNumber);
    await rename(active.hospitalId!, names.active);
    await ctx.db
      .update(hospitals)
      .set({ mobileNumber: '9820012345' })
      .where(eq(hospitals.id, active.hospitalId!));
    await giveSubscription(ctx.db, active.hospitalId!, 20, 90);
    const colleague = await createDoctorWithoutHospital(ctx.db);
    await joinHospital(ctx.db, active.hospitalId!, colleague.doctorId);
    await createPatientOf(ctx.db, active.hospitalId!);
    await createPatientOf(ctx.db, active.hospitalId!);

    // A pack that ended yesterday.
    const expired = await createDoctorWithHospital(ctx.db);
    await rename(expired.hospitalId!, names.expired);
    await giveSubscription(ctx.db, expired.hospitalId!, 10);
    await ctx.db
      .update(hospitalSubscriptions)
      .set({ deactivatesAt: new Date(Date.now() - 86_400_000) })
      .where(eq(hospitalSubscriptions.hospitalId, expired.hospitalId!));

    const none = await createDoctorWithHospital(ctx.db);
    await rename(none.hospitalId!, names.none);
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const response = await call(ctx.app, 'GET', `${LIST}?${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminHospitalRow[]; recordsTotal: number }>();
  };

  it('lists hospitals by name with their doctors, patients and where their subscription stands', async () => {
    const page = await list(`search=${stamp}`);
    expect(page.recordsTotal).toBe(3);
    expect(page.data.map((row) => row.hospitalName)).toEqual([
      names.active,
      names.expired,
      names.none,
    ]);
    const [active, expired, none] = page.data as [
      AdminHospitalRow,
      AdminHospitalRow,
      AdminHospitalRow,
    ];
    expect(active).toMatchObject({
      hospitalType: 'Cancer',
      districtName: 'Ahmedabad',
      stateName: 'Gujarat',
      doctors: 2,
      patients: 2,
      subscription: 'active',
      patientsLeft: 20,
    });
    // The running pack ends about 90 days from now.
    const days = (Date.parse(active.until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(91);
    expect(active.mobile).toBe('+91 9820012345');
    expect(Date.parse(active.registeredAt)).toBeLessThanOrEqual(Date.now());

    expect(expired).toMatchObject({
      doctors: 1,
      patients: 0,
      subscription: 'expired',
      patientsLeft: 0,
    });
    expect(Date.parse(expired.until!)).toBeLessThan(Date.now());
    expect(none).toMatchObject({
      subscription: 'none',
      patientsLeft: 0,
      until: null,
      mobile: null,
    });
  });

  it('finds a hospital by any part of its name, case aside, and takes % and _ literally', async () => {
    const found = await list(`search=${encodeURIComponent(`${stamp.toLowerCase()} bharat`)}`);
    expect(found.data.map((row) => row.hospitalName)).toEqual([names.expired]);
    expect(
      (await list(`search=${encodeURIComponent('oncology')}`)).data.map((row) => row.hospitalName),
    ).toContain(names.expired);
    for (const wildcard of ['%', '_']) {
      expect((await list(`search=${encodeURIComponent(`${stamp}${wildcard}`)}`)).recordsTotal).toBe(
        0,
      );
    }
  });

  it('lists only the hospitals whose subscription stands as asked', async () => {
    for (const state of ['active', 'expired', 'none'] as const) {
      const page = await list(`search=${stamp}&subscription=${state}`);
      expect(page.recordsTotal, state).toBe(1);
      expect(page.data.map((row) => [row.hospitalName, row.subscription])).toEqual([
        [names[state], state],
      ]);
    }
  });

  it('pages through them, the last page holding the rest', async () => {
    const first = await list(`search=${stamp}&page=1&pageSize=2`);
    const second = await list(`search=${stamp}&page=2&pageSize=2`);
    expect(first.recordsTotal).toBe(3);
    expect(first.data.map((row) => row.hospitalName)).toEqual([names.active, names.expired]);
    expect(second.data.map((row) => row.hospitalName)).toEqual([names.none]);
  });

  it('refuses a page, a page size or a search out of bounds with the field named', async () => {
    for (const [query, path] of [
      ['page=0', 'page'],
      ['pageSize=51', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['subscription=lapsed', 'subscription'],
    ] as const) {
      const response = await call(ctx.app, 'GET', `${LIST}?${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).fieldErrors?.map((error) => error.path)).toEqual([path]);
    }
  });

  it('answers 401 without a session and 403 to a hospital admin', async () => {
    expect((await call(ctx.app, 'GET', LIST)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', LIST, { cookie: chief })).statusCode).toBe(403);
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientHospitals, patients } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  gujaratDistrictId,
  patientRow,
} from '../../../test/factories';
import { flushReadAudits } from '../audit/read-buffer';

/** The list's paging, counts and searches, which run as one prepared statement per request. */
describe('the patient list', () => {
  let ctx: TestContext;
  let cookie: string;
  let hospitalId: number;
  let otherHospitalId: number;
  const firstNames = ['Asha', 'Ravi', 'Meena', 'Ashok', 'Kavita'];

  /** Binds `count` patients to a hospital, the n-th registered n minutes after the start. */
  async function bindPatients(hospital: number, count: number, prefix: string) {
    const district = await gujaratDistrictId(ctx.db);
    const start = Date.UTC(2026, 0, 1);
    for (let n = 0; n < count; n += 1) {
      const [row] = await ctx.db
        .insert(patients)
        .values(
          patientRow(district, {
            firstName: `${prefix}${firstNames[n % firstNames.length]}`,
            lastName: `Patient${n}`,
          }),
        )
        .returning({ id: patients.id });
      await ctx.db.insert(patientHospitals).values({
        patientId: row!.id,
        hospitalId: hospital,
        createdAt: new Date(start + n * 60_000),
      });
    }
  }

  const list = async (query: string) => {
    const response = await call(ctx.app, 'GET', `/api/v1/patients?${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: { patientName: string; mobileNumber: string }[];
      recordsTotal: number;
      recordsFiltered: number;
    }>();
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const chief = await createDoctorWithHospital(ctx.db);
    hospitalId = chief.hospitalId!;
    cookie = await loginAs(ctx.app, chief.mobileNumber);
    otherHospitalId = (await createDoctorWithHospital(ctx.db)).hospitalId!;
    await bindPatients(hospitalId, 25, '');
    await bindPatients(otherHospitalId, 7, '');
  });
  afterAll(() => ctx.close());

  it('pages newest first with the hospital count, and past the end answers no rows but the count', async () => {
    const first = await list('page=1&pageSize=10');
    expect(first.recordsFiltered).toBe(25);
    expect(first.recordsTotal).toBe(25);
    expect(first.data.map((row) => row.patientName.split(' ')[1])).toEqual(
      [24, 23, 22, 21, 20, 19, 18, 17, 16, 15].map((n) => `Patient${n}`),
    );
    const last = await list('page=3&pageSize=10');
    expect(last.data.map((row) => row.patientName.split(' ')[1])).toEqual(
      [4, 3, 2, 1, 0].map((n) => `Patient${n}`),
    );
    const beyond = await list('page=4&pageSize=10');
    expect(beyond).toMatchObject({ data: [], recordsFiltered: 25 });
  });

  it('counts and pages a name search within the hospital only', async () => {
    // 'ash' matches Asha (n % 5 = 0) and Ashok (n % 5 = 3): 10 of the hospital's 25.
    const found = await list('search=ash&page=1&pageSize=4');
    expect(found.recordsFiltered).toBe(10);
    expect(found.data.map((row) => row.patientName)).toEqual([
      'Ashok Patient23',
      'Asha Patient20',
      'Ashok Patient18',
      'Asha Patient15',
    ]);
    const full = await list('search=asha%20patient2&pageSize=10');
    expect(full.data.map((row) => row.patientName)).toEqual(['Asha Patient20']);
  });

  it('finds a patient by a mobile prefix, and none of another hospital', async () => {
    const { mobileNumber } = (await list('page=1&pageSize=1')).data[0]!;
    const byMobile = await list(`search=${mobileNumber}`);
    expect(byMobile).toMatchObject({ recordsFiltered: 1, data: [{ mobileNumber }] });
    // The newest patient is bound to the other hospital only.
    const [other] = await ctx.db
      .select({ mobile: patients.mobileNumber })
      .from(patients)
      .orderBy(desc(patients.id))
      .limit(1);
    const otherMobile = other!.mobile;
    expect((await list(`search=${otherMobile}`)).recordsFiltered).toBe(0);
  });

  it('finds a patient by a number written with the country code, spaces or a leading 0', async () => {
    const { mobileNumber } = (await list('page=1&pageSize=1')).data[0]!;
    const prefix = mobileNumber.slice(0, 5);
    for (const written of [
      `+91 ${prefix}`,
      `+91-${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`,
      `91${mobileNumber}`,
      `0${mobileNumber}`,
      `${prefix} ${mobileNumber.slice(5, 7)}`,
    ]) {
      const found = await list(`search=${encodeURIComponent(written)}`);
      expect(
        found.data.map((row) => row.mobileNumber),
        written,
      ).toContain(mobileNumber);
    }
  });

  it('searches the new name and numbers after a patient is changed', async () => {
    const [row] = await ctx.db
      .select({ id: patientHospitals.patientId })
      .from(patientHospitals)
      .where(eq(patientHospitals.hospitalId, hospitalId))
      .orderBy(desc(patientHospitals.createdAt))
      .limit(1);
    await ctx.db
      .update(patients)
      .set({ firstName: 'Zubin', lastName: 'Mehta', alternativeMobileOne: '9898012345' })
      .where(eq(patients.id, row!.id));
    expect((await list('search=zubin')).data.map((found) => found.patientName)).toEqual([
      'Zubin Mehta',
    ]);
    expect((await list('search=meh')).recordsFiltered).toBe(1);
    expect((await list('search=98980123')).recordsFiltered).toBe(1);
    expect((await list('search=ashok%20patient24')).recordsFiltered).toBe(0);
    // A wildcard matches nothing beyond itself; the field separator of the search text is a
    // control character, refused before any search.
    expect((await list('search=%25')).recordsFiltered).toBe(0);
    const separator = await call(ctx.app, 'GET', '/api/v1/patients?search=a%1Fm', { cookie });
    expect(separator.statusCode).toBe(400);
    expect(
      separator.json<{ error: { fieldErrors: { path: string }[] } }>().error.fieldErrors,
    ).toEqual([expect.objectContaining({ path: 'search' })]);
  });

  it('finds a name with an apostrophe whichever apostrophe the search or the name has', async () => {
    const district = await gujaratDistrictId(ctx.db);
    const names = [
      { firstName: 'Rosa', lastName: 'D’Souza' }, // typed on a phone
      { firstName: 'Liam', lastName: "O'Neil" }, // typed at a desk
    ];
    for (const name of names) {
      const [row] = await ctx.db
        .insert(patients)
        .values(patientRow(district, name))
        .returning({ id: patients.id });
      await ctx.db.insert(patientHospitals).values({ patientId: row!.id, hospitalId });
    }
    for (const search of ["d'souza", 'd’souza', 'D‘Souza', 'rosa d’s']) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(
        found.data.map((row) => row.patientName),
        search,
      ).toEqual(['Rosa D’Souza']);
    }
    for (const search of ["o'neil", 'o’neil', 'liam o’']) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(
        found.data.map((row) => row.patientName),
        search,
      ).toEqual(["Liam O'Neil"]);
    }
  });

  it('finds a name by a word that begins inside a name field, and follows an edit', async () => {
    const district = await gujaratDistrictId(ctx.db);
    const ids: number[] = [];
    for (const name of [
      { firstName: 'Mohammed Ali', lastName: 'Khanolkar' },
      { firstName: 'Mary-Jane', middleName: 'Rukmini', lastName: 'Braganza' },
      { firstName: 'K.Ramakant', lastName: 'Iyengar-Subbu' },
      { firstName: 'Anand Kumarswamy', lastName: 'Kumarsen' },
    ]) {
      const [row] = await ctx.db
        .insert(patients)
        .values(patientRow(district, name))
        .returning({ id: patients.id });
      await ctx.db.insert(patientHospitals).values({ patientId: row!.id, hospitalId });
      ids.push(row!.id);
    }
    const names = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).data.map((row) => row.patientName);
    expect(await names('ali')).toEqual(['Mohammed Ali Khanolkar']);
    expect(await names('ali khanol')).toEqual(['Mohammed Ali Khanolkar']);
    expect(await names('jane rukmini braganza')).toEqual(['Mary-Jane Rukmini Braganza']);
    expect(await names('ramakant')).toEqual(['K.Ramakant Iyengar-Subbu']);
    expect(await names('subbu')).toEqual(['K.Ramakant Iyengar-Subbu']);
    // Found by a name term and a word term: one patient, counted once.
    const both = await list('search=kumars');
    expect(both.data.map((row) => row.patientName)).toEqual(['Anand Kumarswamy Kumarsen']);
    expect(both.recordsFiltered).toBe(1);
    // A word is found from its start, not from inside it.
    expect(await names('amakant')).toEqual([]);
    expect(await names('li khanolkar')).toEqual([]);

    await ctx.db.update(patients).set({ firstName: 'Mohammed' }).where(eq(patients.id, ids[0]!));
    expect(await names('ali khanol')).toEqual([]);
    expect(await names('khanol')).toEqual(['Mohammed Khanolkar']);
  });

  it('audits every list read, written in batches', async () => {
    await flushReadAudits(ctx.db);
    const before = (await auditEntries(ctx.db, 'patient.list')).length;
    await Promise.all([list('page=1'), list('page=2'), list('search=ravi')]);
    await flushReadAudits(ctx.db);
    const lines = (await auditEntries(ctx.db, 'patient.list')).slice(before);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.entityId === String(hospitalId))).toBe(true);
  });
});

describe('buffered read audit lines at shutdown', () => {
  it('are all written when the app closes', async () => {
    const ctx = await buildTestApp();
    try {
      const chief = await createDoctorWithHospital(ctx.db);
      const cookie = await loginAs(ctx.app, chief.mobileNumber);
      for (let n = 0; n < 5; n += 1) {
        const response = await call(ctx.app, 'GET', '/api/v1/patients', { cookie });
        expect(response.statusCode).toBe(200);
      }
      await ctx.app.close();
      expect(await auditEntries(ctx.db, 'patient.list')).toHaveLength(5);
    } finally {
      await ctx.close();
    }
  });
});

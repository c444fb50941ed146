import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_SEARCH_BOUND } from '@portal/shared';
import { hospitalPatientCounts, patientHospitals, patients } from '../../db/schema';
import { NAME_TERMS_PER_PATIENT } from './list-query';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createPatientOf,
  giveSubscription,
  gujaratDistrictId,
  masterId,
  nextMobile,
  patientRow,
} from '../../../test/factories';

interface ListAnswer {
  data: { patientId: number; patientName: string; mobileNumber: string; patientStatus: number }[];
  recordsTotal: number;
  recordsFiltered: number;
  anchor: number;
  filteredIsLowerBound: boolean;
}

/** The list's counts, positions and search terms, kept by triggers, under change (issue 13). */
describe('the patient list under change', () => {
  let ctx: TestContext;
  let hospital: { cookie: string; hospitalId: number; doctorId: number };
  let other: { cookie: string; hospitalId: number; doctorId: number };
  let registration: Record<string, unknown>;

  const list = async (cookie: string, query: string) => {
    const response = await call(ctx.app, 'GET', `/api/v1/patients?${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAnswer>();
  };
  const register = (cookie: string, overrides: Record<string, unknown> = {}) =>
    call(ctx.app, 'POST', '/api/v1/patients', {
      cookie,
      body: { ...registration, mobileNumber: nextMobile(), ...overrides },
    });

  /** What the counter says against a count of the bindings themselves. */
  async function countsAgree(hospitalId: number) {
    const [counter] = await ctx.db
      .select()
      .from(hospitalPatientCounts)
      .where(eq(hospitalPatientCounts.hospitalId, hospitalId));
    const [counted] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(patientHospitals)
      .where(eq(patientHospitals.hospitalId, hospitalId));
    expect(counter?.patients ?? 0).toBe(counted!.count);
    return counted!.count;
  }

  async function hospitalWithPlan() {
    const chief = await createDoctorWithHospital(ctx.db);
    await giveSubscription(ctx.db, chief.hospitalId!, 2_000);
    return {
      cookie: await loginAs(ctx.app, chief.mobileNumber),
      hospitalId: chief.hospitalId!,
      doctorId: chief.doctorId,
    };
  }

  beforeAll(async () => {
    ctx = await buildTestApp();
    hospital = await hospitalWithPlan();
    other = await hospitalWithPlan();
    registration = {
      firstName: 'Nita',
      lastName: 'Vyas',
      genderId: 2,
      age: 51,
      countryId: 101,
      stateId: 12,
      districtId: await gujaratDistrictId(ctx.db),
      city: 'Ahmedabad',
      pincode: '380015',
      address: '4 Paldi Road',
      consultantDoctorIds: [hospital.doctorId],
      stageId: await masterId(ctx.db, 'stage', 'Early'),
      siteId: await masterId(ctx.db, 'site', 'Breast'),
    };
  });
  afterAll(() => ctx.close());

  it('keeps the count right under registrations, bindings, removals and status changes at once', async () => {
    const existing = await Promise.all(
      Array.from({ length: 6 }, () => createPatientOf(ctx.db, other.hospitalId)),
    );
    const seeded = await Promise.all(
      Array.from({ length: 6 }, () => createPatientOf(ctx.db, hospital.hospitalId)),
    );
    const work = [
      ...Array.from({ length: 12 }, () => register(hospital.cookie)),
      ...existing.map((patient) =>
        call(ctx.app, 'POST', `/api/v1/patients/${patient.patientId}/bind`, {
          cookie: hospital.cookie,
          body: { consultantDoctorIds: [hospital.doctorId], searchBy: patient.mobileNumber },
        }),
      ),
      ...seeded.slice(0, 3).map((patient) =>
        call(ctx.app, 'PATCH', `/api/v1/patients/${patient.patientId}/status`, {
          cookie: hospital.cookie,
          body: { status: 3 },
        }),
      ),
      // Removal: a binding taken away (no screen does it; a correction in the database would).
      ...seeded
        .slice(3)
        .map((patient) =>
          ctx.db
            .delete(patientHospitals)
            .where(
              and(
                eq(patientHospitals.patientId, patient.patientId),
                eq(patientHospitals.hospitalId, hospital.hospitalId),
              ),
            ),
        ),
    ];
    await Promise.all(work);
    const count = await countsAgree(hospital.hospitalId);
    expect(count).toBe(6 + 12 + 6 - 3);
    await countsAgree(other.hospitalId);
    const answer = await list(hospital.cookie, 'page=1');
    expect(answer.recordsTotal).toBe(count);
    expect(answer.recordsFiltered).toBe(count);
    // Every binding has its own place in the hospital's list.
    const positions = await ctx.db
      .select({ position: patientHospitals.listPosition })
      .from(patientHospitals)
      .where(eq(patientHospitals.hospitalId, hospital.hospitalId));
    expect(new Set(positions.map((row) => row.position)).size).toBe(positions.length);
  });

  it('finds a patient by name and number right after registration and after each edit', async () => {
    const mobileNumber = nextMobile();
    const created = await register(hospital.cookie, {
      firstName: 'Yamini',
      middleName: 'Rekha',
      lastName: 'Kothari',
      mobileNumber,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { patientId } = created.json<{ patientId: number }>();
    const found = async (search: string) =>
      (await list(hospital.cookie, `search=${encodeURIComponent(search)}`)).data.map(
        (row) => row.patientId,
      );
    for (const search of [
      'yamini',
      'kothari',
      'Yamini Ko',
      // The name as the list shows it, the middle name, and the surname first.
      'Yamini Rekha Kothari',
      'rekha',
      'Rekha Kothari',
      'kothari yamini rekha',
      '  yamini   kothari ',
      mobileNumber,
      mobileNumber.slice(0, 6),
    ]) {
      expect(await found(search), search).toContain(patientId);
    }
    // A prefix of a name part, never a piece from its middle.
    expect(await found('amini')).not.toContain(patientId);
    const record = (
      await call(ctx.app, 'GET', `/api/v1/patients/${patientId}`, { cookie: hospital.cookie })
    ).json<Record<string, unknown>>();
    const newMobile = nextMobile();
    const alternative = nextMobile();
    const edited = await call(ctx.app, 'PUT', `/api/v1/patients/${patientId}`, {
      cookie: hospital.cookie,
      body: {
        ...registration,
        firstName: 'Yashoda',
        middleName: 'Devi',
        lastName: record.lastName,
        mobileNumber: newMobile,
        alternativeMobileNumberOne: alternative,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('yamini')).not.toContain(patientId);
    expect(await found('rekha')).not.toContain(patientId);
    expect(await found(mobileNumber)).not.toContain(patientId);
    for (const search of [
      'yashoda',
      'yashoda kothari',
      'yashoda devi kothari',
      'devi kothari',
      'kothari yashoda',
      newMobile,
      alternative,
    ]) {
      expect(await found(search), search).toContain(patientId);
    }
    // Another hospital's search does not see them.
    expect(
      (await list(other.cookie, `search=yashoda`)).data.map((row) => row.patientId),
    ).not.toContain(patientId);
  });

  it('pages through every patient exactly once while new ones are registered', async () => {
    const fresh = await hospitalWithPlan();
    for (let index = 0; index < 25; index += 1) {
      expect(
        (await register(fresh.cookie, { consultantDoctorIds: [fresh.doctorId] })).statusCode,
      ).toBe(201);
    }
    const first = await list(fresh.cookie, 'page=1&pageSize=10');
    expect(first.recordsFiltered).toBe(25);
    const seen = first.data.map((row) => row.patientId);
    for (let page = 2; page <= 3; page += 1) {
      // Two more patients arrive before each next page.
      await register(fresh.cookie, { consultantDoctorIds: [fresh.doctorId] });
      await register(fresh.cookie, { consultantDoctorIds: [fresh.doctorId] });
      const next = await list(fresh.cookie, `page=${page}&pageSize=10&anchor=${first.anchor}`);
      expect(next.anchor).toBe(first.anchor);
      expect(next.recordsFiltered).toBe(25);
      seen.push(...next.data.map((row) => row.patientId));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    // A fresh first page shows the newcomers, and the count holds everyone.
    const newest = await list(fresh.cookie, 'page=1&pageSize=10');
    expect(newest.recordsFiltered).toBe(29);
    expect(newest.data.slice(0, 4).every((row) => !seen.includes(row.patientId))).toBe(true);
    // The last page and a page past it.
    expect((await list(fresh.cookie, 'page=3&pageSize=10')).data).toHaveLength(9);
    expect((await list(fresh.cookie, 'page=4&pageSize=10')).data).toEqual([]);
  });

  it('counts a search up to the bound, exactly below it, and pages past page one', async () => {
    const crowded = await hospitalWithPlan();
    const district = await gujaratDistrictId(ctx.db);
    // Enough Modis that their term rows prove the bound (a patient may have up to
    // NAME_TERMS_PER_PATIENT name terms that start alike), written straight to the tables (the
    // triggers do the rest); half of them are called Jaya Kumar, the others Ravi Kumar, so every
    // one has a word term "kumar modi" too.
    const modis = NAME_TERMS_PER_PATIENT * (PATIENT_SEARCH_BOUND + 1) + 3;
    // In chunks: one statement of all their values is more than a statement can carry.
    for (let from = 0; from < modis; from += 1_000) {
      await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .insert(patients)
          .values(
            Array.from({ length: Math.min(1_000, modis - from) }, (_, offset) =>
              patientRow(district, {
                firstName: (from + offset) % 2 ? 'Jaya Kumar' : 'Ravi Kumar',
                lastName: 'Modi',
              }),
            ),
          )
          .returning({ id: patients.id });
        await tx
          .insert(patientHospitals)
          .values(rows.map((row) => ({ patientId: row.id, hospitalId: crowded.hospitalId })));
      });
    }
    const many = await list(crowded.cookie, 'search=modi');
    expect(many).toMatchObject({
      recordsFiltered: PATIENT_SEARCH_BOUND,
      filteredIsLowerBound: true,
      recordsTotal: modis,
    });
    expect(many.data).toHaveLength(10);
    const jaya = await list(crowded.cookie, 'search=jaya');
    // Over the bound but found in full (one term row each): the exact count.
    expect(jaya).toMatchObject({ recordsFiltered: (modis - 1) / 2, filteredIsLowerBound: false });
    // Pages of a dense search follow one another without overlap.
    const second = await list(crowded.cookie, `search=modi&page=2&anchor=${many.anchor}`);
    expect(second.data).toHaveLength(10);
    const firstIds = new Set(many.data.map((row) => row.patientId));
    expect(second.data.some((row) => firstIds.has(row.patientId))).toBe(false);
    expect(Math.min(...many.data.map((row) => row.patientId))).toBeGreaterThan(
      Math.max(...second.data.map((row) => row.patientId)),
    );
    // A sparse search's later page.
    const jayaThree = await list(crowded.cookie, `search=jaya&page=3&anchor=${jaya.anchor}`);
    expect(jayaThree.data).toHaveLength(10);
    expect(jayaThree.data.every((row) => row.patientName.startsWith('Jaya'))).toBe(true);
    // No name starts with "kumar": its word terms alone prove the bound, and the page is read
    // from the list.
    const kumar = await list(crowded.cookie, 'search=kumar%20mo');
    expect(kumar).toMatchObject({
      recordsFiltered: PATIENT_SEARCH_BOUND,
      filteredIsLowerBound: true,
    });
    expect(kumar.data.map((row) => row.patientId)).toEqual(many.data.map((row) => row.patientId));
    const none = await list(crowded.cookie, 'search=zzqx');
    expect(none).toMatchObject({ recordsFiltered: 0, filteredIsLowerBound: false, data: [] });
  });
});

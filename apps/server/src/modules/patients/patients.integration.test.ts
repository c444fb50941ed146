import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PatientRecord } from '@portal/shared';
import { auditLog, patientStatusChanges, patients } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  doctorPatientBody,
  giveSubscription,
  gujaratDistrictId,
  masterId,
  nextMobile,
  validAadhaar,
} from '../../../test/factories';

/** Reference data: countries.json. */
const BANGLADESH = 18;

describe('patients registered by doctors', () => {
  let ctx: TestContext;
  let hospitalA: { cookie: string; doctorId: number; hospitalId: number };
  let hospitalB: { cookie: string; doctorId: number; hospitalId: number };
  let ahmedabad: number;
  let stage: number;
  let site: number;

  async function hospital(quota: number) {
    const chief = await createDoctorWithHospital(ctx.db);
    if (quota > 0) await giveSubscription(ctx.db, chief.hospitalId!, quota);
    return {
      cookie: await loginAs(ctx.app, chief.mobileNumber),
      doctorId: chief.doctorId,
      hospitalId: chief.hospitalId!,
    };
  }

  const body = (doctorId: number, overrides: Record<string, unknown> = {}) =>
    doctorPatientBody({ districtId: ahmedabad, doctorId, stageId: stage, siteId: site }, overrides);

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db);
    stage = await masterId(ctx.db, 'stage', 'Early');
    site = await masterId(ctx.db, 'site', 'Breast');
    hospitalA = await hospital(50);
    hospitalB = await hospital(50);
  });
  afterAll(() => ctx.close());

  it('registers a patient, uses one unit of quota and lists them for the hospital', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { middleName: 'Devi' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Patient Registration Successfully!');
    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', {
      cookie: hospitalA.cookie,
    });
    expect(session.json().user.remainingPatientQuota).toBe(49);

    const list = await call(ctx.app, 'GET', '/api/v1/patients?page=1', {
      cookie: hospitalA.cookie,
    });
    expect(list.json()).toMatchObject({
      recordsFiltered: 1,
      data: [{ patientName: 'Lakshmi Devi Iyer', patientStatus: 1 }],
    });
    const other = await call(ctx.app, 'GET', '/api/v1/patients', { cookie: hospitalB.cookie });
    expect(other.json().recordsFiltered).toBe(0);
  });

  it('searches the list by name or mobile prefix', async () => {
    const mobile = nextMobile();
    await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, {
        firstName: 'Suresh',
        lastName: 'Nair',
        genderId: 1,
        mobileNumber: mobile,
      }),
    });
    const byName = await call(ctx.app, 'GET', '/api/v1/patients?search=sur', {
      cookie: hospitalA.cookie,
    });
    expect(byName.json().data.map((row: { patientName: string }) => row.patientName)).toEqual([
      'Suresh Nair',
    ]);
    const byMobile = await call(ctx.app, 'GET', `/api/v1/patients?search=${mobile.slice(0, 7)}`, {
      cookie: hospitalA.cookie,
    });
    expect(
      byMobile.json().data.some((row: { mobileNumber: string }) => row.mobileNumber === mobile),
    ).toBe(true);
    const literal = await call(ctx.app, 'GET', '/api/v1/patients?search=%25', {
      cookie: hospitalA.cookie,
    });
    expect(literal.json().recordsFiltered).toBe(0);
  });

  it('refuses with the spec message when the quota is over, saving nothing', async () => {
    const empty = await hospital(0);
    const attempt = body(empty.doctorId);
    const response = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: empty.cookie,
      body: attempt,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe('Your subscription plan is over so please renew.');
    expect(
      await ctx.db.select().from(patients).where(eq(patients.mobileNumber, attempt.mobileNumber)),
    ).toHaveLength(0);
  });

  it('refuses a duplicate mobile, also when two registrations race', async () => {
    const mobile = nextMobile();
    const [first, second] = await Promise.all([
      call(ctx.app, 'POST', '/api/v1/patients', {
        cookie: hospitalA.cookie,
        body: body(hospitalA.doctorId, { mobileNumber: mobile }),
      }),
      call(ctx.app, 'POST', '/api/v1/patients', {
        cookie: hospitalB.cookie,
        body: body(hospitalB.doctorId, { mobileNumber: mobile }),
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().error.fieldErrors).toEqual([
      { path: 'mobileNumber', message: 'Mobile number already register as UserName !' },
    ]);
    expect(
      await ctx.db.select().from(patients).where(eq(patients.mobileNumber, mobile)),
    ).toHaveLength(1);
  });

  it('keeps Aadhaar as a mask and an HMAC, never whole, and refuses a second registration of it', async () => {
    const aadhaar = await validAadhaar('98765432109');
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { aadhaarNumber: aadhaar }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().patientId as number;
    const record = await call(ctx.app, 'GET', `/api/v1/patients/${id}`, {
      cookie: hospitalA.cookie,
    });
    expect(record.json().aadhaarMasked).toBe(`XXXX-XXXX-${aadhaar.slice(-4)}`);
    expect(record.body).not.toContain(aadhaar);
    const [row] = await ctx.db.select().from(patients).where(eq(patients.id, id));
    expect(JSON.stringify(row)).not.toContain(aadhaar);
    const again = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalB.cookie,
      body: body(hospitalB.doctorId, { aadhaarNumber: aadhaar }),
    });
    expect(again.statusCode).toBe(409);
    const invalid = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { aadhaarNumber: '234567890123' }),
    });
    expect(invalid.json().error.fieldErrors).toContainEqual({
      path: 'aadhaarNumber',
      message: 'Invalid Aadhaar number',
    });
  });

  it('refuses a name with a digit in it, saying so on the field, and saves nothing', async () => {
    const before = await ctx.db.$count(patients);
    const refused = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { firstName: 'Ravi2', lastName: 'पटेल' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual([
      {
        path: 'firstName',
        message: 'Use letters only; spaces, full stops, apostrophes and hyphens may join them',
      },
    ]);
    expect(await ctx.db.$count(patients)).toBe(before);
  });

  it('answers the seed messages for missing fields and refuses foreign consultants', async () => {
    const empty = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: {},
    });
    const paths = Object.fromEntries(
      empty
        .json()
        .error.fieldErrors.map((error: { path: string; message: string }) => [
          error.path,
          error.message,
        ]),
    );
    expect(paths).toMatchObject({
      firstName: 'First Name is required',
      mobileNumber: 'Mobile Number is required',
      districtId: 'District is required',
      city: 'City is required',
      address: 'Address is required',
      pincode: 'Pincode is required',
      consultantDoctorIds: 'Consultant Doctor is required',
      stageId: 'Stage is required',
      siteId: 'Site is required',
    });
    const foreign = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalB.doctorId),
    });
    expect(foreign.json().error.fieldErrors).toEqual([
      { path: 'consultantDoctorIds', message: 'Choose consultant doctors of your hospital' },
    ]);
  });

  it('edits a patient of the hospital; another hospital gets 404', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId),
    });
    const id = created.json().patientId as number;
    const record = (
      await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalA.cookie })
    ).json();
    const updated = await call(ctx.app, 'PUT', `/api/v1/patients/${id}`, {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { mobileNumber: record.mobileNumber, city: 'Gandhinagar' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Patient Update Successfully!');
    expect(
      (await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalA.cookie })).json()
        .city,
    ).toBe('Gandhinagar');

    expect(
      (await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalB.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/v1/patients/${id}`, {
          cookie: hospitalB.cookie,
          body: body(hospitalB.doctorId),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'PATCH', `/api/v1/patients/${id}/status`, {
          cookie: hospitalB.cookie,
          body: { status: 2 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/v1/patients/${id}/bindings`, { cookie: hospitalB.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an edit made from an older read of the record, and keeps what was saved', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId),
    });
    const id = created.json().patientId as number;
    const read = async () =>
      (
        await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalA.cookie })
      ).json<PatientRecord>();
    const editFrom = (base: string, changes: Record<string, unknown>) =>
      call(ctx.app, 'PUT', `/api/v1/patients/${id}?baseUpdatedAt=${encodeURIComponent(base)}`, {
        cookie: hospitalA.cookie,
        body: body(hospitalA.doctorId, { mobileNumber: opened.mobileNumber, ...changes }),
      });
    // Two tabs read the record; the first saves a new city, the second then a new address.
    const opened = await read();
    expect(Date.parse(opened.updatedAt)).not.toBeNaN();
    const first = await editFrom(opened.updatedAt, { city: 'From tab 1' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await editFrom(opened.updatedAt, { address: 'From tab 2' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'conflict',
      message: messages['patient.changedSince'],
    });
    expect(await read()).toMatchObject({ city: 'From tab 1' });

    // From the record as it is now, the edit goes through.
    const now = await read();
    expect(now.updatedAt).not.toBe(opened.updatedAt);
    const again = await editFrom(now.updatedAt, { city: 'From tab 1', address: 'From tab 2' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await read()).toMatchObject({ city: 'From tab 1', address: 'From tab 2' });

    for (const bad of ['yesterday', '2026-13-01T00:00:00Z']) {
      expect((await editFrom(bad, {})).statusCode, bad).toBe(400);
    }
  });

  it('registers a patient from abroad and moves them to India on an edit', async () => {
    const abroad = {
      countryId: BANGLADESH,
      stateId: null,
      districtId: null,
      stateName: 'Dhaka Division',
      districtName: 'Dhaka',
      pincode: '1205',
    };
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, abroad),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().patientId as number;
    const read = () => call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalA.cookie });
    expect((await read()).json()).toMatchObject(abroad);

    const record = (await read()).json();
    const moved = await call(ctx.app, 'PUT', `/api/v1/patients/${id}`, {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, {
        mobileNumber: record.mobileNumber,
        stateName: 'Dhaka Division',
        districtName: 'Dhaka',
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read()).json()).toMatchObject({
      countryId: 101,
      stateId: 12,
      districtId: ahmedabad,
      stateName: null,
      districtName: null,
      pincode: '380015',
    });
  });

  it('finds an existing patient by mobile or e-mail and binds them to another hospital', async () => {
    const mobile = nextMobile();
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { mobileNumber: mobile, emailId: 'Meera.Shah@example.in' }),
    });
    const id = created.json().patientId as number;
    const byEmail = await call(ctx.app, 'POST', '/api/v1/patients/lookup', {
      cookie: hospitalB.cookie,
      body: { searchBy: 'meera.shah@example.in' },
    });
    expect(byEmail.json()).toMatchObject({ alreadyBound: false, patient: { patientId: id } });
    const missing = await call(ctx.app, 'POST', '/api/v1/patients/lookup', {
      cookie: hospitalB.cookie,
      body: { searchBy: '9999999990' },
    });
    expect(missing.json()).toEqual({ patient: null, alreadyBound: false });

    const bound = await call(ctx.app, 'POST', `/api/v1/patients/${id}/bind`, {
      cookie: hospitalB.cookie,
      body: { consultantDoctorIds: [hospitalB.doctorId], searchBy: 'meera.shah@example.in' },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(
      (
        await call(ctx.app, 'GET', '/api/v1/patients?search=' + mobile, {
          cookie: hospitalB.cookie,
        })
      ).json().recordsFiltered,
    ).toBe(1);
    const bindings = await call(ctx.app, 'GET', `/api/v1/patients/${id}/bindings`, {
      cookie: hospitalB.cookie,
    });
    expect(bindings.json()).toHaveLength(2);
    const twice = await call(ctx.app, 'POST', `/api/v1/patients/${id}/bind`, {
      cookie: hospitalB.cookie,
      body: { consultantDoctorIds: [hospitalB.doctorId], searchBy: mobile },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("binds only a patient named by their mobile or e-mail: another hospital's id alone is not found", async () => {
    const mobile = nextMobile();
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId, { mobileNumber: mobile }),
    });
    const id = created.json().patientId as number;
    // B's own patient: knowing their number does not open A's patient.
    const ownMobile = nextMobile();
    await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalB.cookie,
      body: body(hospitalB.doctorId, { mobileNumber: ownMobile }),
    });
    const quota = async () =>
      (await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie: hospitalB.cookie })).json().user
        .remainingPatientQuota as number;
    const before = await quota();
    const bind = (patientId: number, searchBy?: string) =>
      call(ctx.app, 'POST', `/api/v1/patients/${patientId}/bind`, {
        cookie: hospitalB.cookie,
        body: { consultantDoctorIds: [hospitalB.doctorId], ...(searchBy ? { searchBy } : {}) },
      });

    expect((await bind(id)).statusCode).toBe(400);
    const guessed = await bind(id, nextMobile());
    const ownPatients = await bind(id, ownMobile);
    const noSuchPatient = await bind(99_999_999, mobile);
    for (const refused of [guessed, ownPatients, noSuchPatient]) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.body).toBe(noSuchPatient.body);
    }
    expect(await quota()).toBe(before);
    const refusals = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.not_found'), eq(auditLog.entityId, String(id))));
    expect(refusals).toHaveLength(2);
    expect(
      (await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalB.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('changes status and records the change and every read in the audit log', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: hospitalA.cookie,
      body: body(hospitalA.doctorId),
    });
    const id = created.json().patientId as number;
    const changed = await call(ctx.app, 'PATCH', `/api/v1/patients/${id}/status`, {
      cookie: hospitalA.cookie,
      body: { status: 3 },
    });
    expect(changed.json().message).toBe('Status Change Successfully!');
    const changes = await ctx.db
      .select()
      .from(patientStatusChanges)
      .where(eq(patientStatusChanges.patientId, id));
    expect(changes).toMatchObject([{ fromStatus: 1, toStatus: 3 }]);
    await call(ctx.app, 'GET', `/api/v1/patients/${id}`, { cookie: hospitalA.cookie });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['patient.created', 'patient.status_changed', 'patient.read']),
    );
    expect(
      (
        await call(ctx.app, 'PATCH', `/api/v1/patients/${id}/status`, {
          cookie: hospitalA.cookie,
          body: { status: 4 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps patients from anyone but the hospital doctors', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/patients')).statusCode).toBe(401);
    const patient = await loginAs(ctx.app, (await createUser(ctx.db, 'patient')).mobileNumber);
    expect((await call(ctx.app, 'GET', '/api/v1/patients', { cookie: patient })).statusCode).toBe(
      403,
    );
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    expect((await call(ctx.app, 'GET', '/api/v1/patients', { cookie: admin })).statusCode).toBe(
      403,
    );
    expect(
      (await call(ctx.app, 'POST', '/api/v1/patients', { cookie: patient, body: {} })).statusCode,
    ).toBe(403);
    const doctors = await call(ctx.app, 'GET', '/api/v1/hospital/doctors', {
      cookie: hospitalA.cookie,
    });
    expect(doctors.json()).toEqual([{ id: hospitalA.doctorId, name: 'Dr. Test Doctor' }]);
  });
});

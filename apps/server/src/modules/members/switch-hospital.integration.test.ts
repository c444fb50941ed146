import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createDoctorWithHospital,
  createPatientOf,
  giveSubscription,
  gujaratDistrictId,
  joinHospital,
  masterId,
  nextMobile,
  sessionUserOf,
} from '../../../test/factories';

/**
 * A doctor who is chief admin of hospital A and a plain doctor of hospital B: every
 * hospital-scoped screen follows the hospital they choose, and nothing of the other shows.
 */
describe('working in one of several hospitals', () => {
  let ctx: TestContext;
  let doctor: { mobileNumber: string; doctorId: number; hospitalA: number; cookie: string };
  let hospitalB: number;
  let hospitalC: number;
  let patientA: number;
  let patientB: number;

  const get = (url: string) => call(ctx.app, 'GET', `/api/v1${url}`, { cookie: doctor.cookie });
  const session = async (cookie = doctor.cookie) =>
    sessionUserOf(await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie }));
  const switchTo = (hospitalId: number, cookie = doctor.cookie) =>
    call(ctx.app, 'PUT', '/api/v1/me/current-hospital', { cookie, body: { hospitalId } });
  const listedIds = async () =>
    (await get('/patients'))
      .json<{ data: { patientId: number }[] }>()
      .data.map((row) => row.patientId);

  beforeAll(async () => {
    ctx = await buildTestApp();
    const chiefA = await createDoctorWithHospital(ctx.db);
    const chiefB = await createDoctorWithHospital(ctx.db);
    hospitalB = chiefB.hospitalId!;
    hospitalC = (await createDoctorWithHospital(ctx.db)).hospitalId!;
    await giveSubscription(ctx.db, chiefA.hospitalId!, 5);
    await giveSubscription(ctx.db, hospitalB, 40);
    await joinHospital(ctx.db, hospitalB, chiefA.doctorId, false);
    doctor = {
      mobileNumber: chiefA.mobileNumber,
      doctorId: chiefA.doctorId,
      hospitalA: chiefA.hospitalId!,
      cookie: await loginAs(ctx.app, chiefA.mobileNumber),
    };
    patientA = (await createPatientOf(ctx.db, doctor.hospitalA, { firstName: 'Alka' })).patientId;
    patientB = (await createPatientOf(ctx.db, hospitalB, { firstName: 'Bina' })).patientId;
  });
  afterAll(() => ctx.close());

  it('lists both hospitals and starts in the one the doctor registered', async () => {
    const own = (await get('/me/hospitals')).json();
    expect(own.currentHospitalId).toBe(doctor.hospitalA);
    expect(
      own.memberships.map((row: { hospitalId: number; role: string }) => [
        row.hospitalId,
        row.role,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [doctor.hospitalA, 'chief_admin'],
        [hospitalB, 'doctor'],
      ]),
    );
    expect(await session()).toMatchObject({
      hospitalId: doctor.hospitalA,
      isHospitalAdmin: true,
      remainingPatientQuota: 5,
    });
    expect(await listedIds()).toEqual([patientA]);
  });

  it('scopes every hospital screen to the chosen hospital', async () => {
    const switched = await switchTo(hospitalB);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().message).toMatch(/^You are now working in /);
    expect(await session()).toMatchObject({
      hospitalId: hospitalB,
      isHospitalAdmin: false,
      remainingPatientQuota: 40,
    });
    expect(await listedIds()).toEqual([patientB]);
    // Hospital A's patient is another tenant's now, on every route.
    for (const url of [
      `/patients/${patientA}`,
      `/patients/${patientA}/appointments`,
      `/patients/${patientA}/clinical-details`,
      `/patients/${patientA}/care-dashboard`,
      `/patients/${patientA}/db-dashboard`,
      `/patients/${patientA}/outcome-results`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get(`/patients/${patientB}`)).statusCode).toBe(200);
    // Admin rights belong to hospital A only.
    expect((await get('/hospital/members')).statusCode).toBe(403);
    const consultants = (await get('/hospital/doctors')).json();
    expect(consultants.map((row: { id: number }) => row.id)).toContain(doctor.doctorId);
    const subscriptions = await get('/subscriptions/mine');
    expect(subscriptions.statusCode).toBe(200);
    expect(subscriptions.json().remainingPatientQuota).toBe(40);

    // A registration uses hospital B's quota and lands in hospital B's list.
    const registered = await call(ctx.app, 'POST', '/api/v1/patients', {
      cookie: doctor.cookie,
      body: {
        firstName: 'Charu',
        lastName: 'Mehta',
        genderId: 2,
        age: 40,
        mobileNumber: nextMobile(),
        countryId: 101,
        stateId: 12,
        districtId: await gujaratDistrictId(ctx.db),
        city: 'Ahmedabad',
        pincode: '380015',
        address: '1 Law Garden',
        consultantDoctorIds: [doctor.doctorId],
        stageId: await masterId(ctx.db, 'stage', 'Early'),
        siteId: await masterId(ctx.db, 'site', 'Breast'),
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await session()).remainingPatientQuota).toBe(39);
    expect(await listedIds()).toContain(registered.json().patientId);
  });

  it('remembers the choice across logins', async () => {
    const again = await loginAs(ctx.app, doctor.mobileNumber);
    expect((await session(again)).hospitalId).toBe(hospitalB);
    expect((await switchTo(doctor.hospitalA, again)).statusCode).toBe(200);
    expect(await session(again)).toMatchObject({
      hospitalId: doctor.hospitalA,
      isHospitalAdmin: true,
    });
    expect(
      (await call(ctx.app, 'GET', '/api/v1/hospital/members', { cookie: again })).statusCode,
    ).toBe(200);
  });

  it('refuses a hospital the doctor does not belong to with 404', async () => {
    const response = await switchTo(hospitalC);
    expect(response.statusCode).toBe(404);
    expect((await session()).hospitalId).toBe(doctor.hospitalA);
    expect(await auditEntries(ctx.db, 'member.switch_refused')).toContainEqual(
      expect.objectContaining({ entityId: String(hospitalC) }),
    );
    expect((await switchTo(999_999)).statusCode).toBe(404);
  });
});

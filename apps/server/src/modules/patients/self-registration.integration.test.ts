import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, users } from '../../db/schema';
import { buildTestApp, call, loginAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  giveSubscription,
  gujaratDistrictId,
  masterId,
  nextMobile,
} from '../../../test/factories';

describe('self-registration for a programme', () => {
  let ctx: TestContext;
  let ahmedabad: number;
  let clinicId: number;
  let site: number;
  let lookingFor: number;
  let stage: number;

  const body = (overrides: Record<string, unknown> = {}) => ({
    registerType: 'self-help-platform',
    patientType: 'patient',
    firstName: 'Anil',
    lastName: 'Kapoor',
    genderId: 1,
    age: 61,
    mobileNumber: nextMobile(),
    countryId: 101,
    stateId: 12,
    districtId: ahmedabad,
    city: 'Ahmedabad',
    pincode: '380009',
    address: '4 Ashram Road',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    termsAccepted: true,
    siteId: site,
    lookingForId: lookingFor,
    stageId: stage,
    clinicIds: [clinicId],
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db);
    clinicId = (await createDoctorWithHospital(ctx.db)).hospitalId!;
    site = await masterId(ctx.db, 'site', 'Mouth');
    lookingFor = await masterId(ctx.db, 'looking_for', 'Treatment');
    stage = await masterId(ctx.db, 'stage', 'Advance');
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'CARE20', discountPercent: 20 },
    });
  });
  afterAll(() => ctx.close());

  it('stores the programme, its price and the payable amount, with the login inactive until paid', async () => {
    const request = body({ couponCode: 'care20' });
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: request,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      fullName: 'Anil Kapoor',
      mobileNumber: request.mobileNumber,
      registrationType: 'self-help-platform',
      patientType: 'Cancer Patient',
      programmeTitle: 'Self-help supportive-care platform',
      listPricePaise: 35_000,
      discountPaise: 7_000,
      payablePaise: 28_000,
      isLoginActive: false,
    });
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.mobileNumber, request.mobileNumber));
    expect(user).toMatchObject({ userType: 'patient', isLoginActive: false });

    // The person can log in and lands on the payment page; the summary is theirs.
    const cookie = await loginAs(ctx.app, request.mobileNumber);
    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie });
    expect(session.json().user).toMatchObject({ userType: 'patient', isLoginActive: false });
    const summary = await call(ctx.app, 'GET', '/api/v1/patients/me/summary', { cookie });
    expect(summary.json().payablePaise).toBe(28_000);
  });

  it('refuses a coupon code the admin did not issue, with the seed message', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ couponCode: 'GUESS' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual([
      { path: 'couponCode', message: 'Coupon Code Invalid Please Contact Admin Person!' },
    ]);
    const check = await call(ctx.app, 'POST', '/api/v1/patients/discount-check', {
      body: { registerType: 'online-second-opinion', couponCode: 'CARE20' },
    });
    expect(check.json()).toEqual({
      listPricePaise: 200_000,
      discountPaise: 40_000,
      payablePaise: 160_000,
    });
  });

  it('needs the terms, and the clinic only for the three programmes that have one', async () => {
    const noTerms = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ termsAccepted: false }),
    });
    expect(noTerms.json().error.fieldErrors).toContainEqual({
      path: 'termsAccepted',
      message: 'Please Agree Terms & Conditions',
    });
    const noClinic = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ clinicIds: [] }),
    });
    expect(noClinic.json().error.fieldErrors).toContainEqual({
      path: 'clinicIds',
      message: 'Clinic is required',
    });
    const screening = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({
        registerType: 'self-screening',
        patientType: 'guest',
        clinicIds: [],
        siteId: null,
        lookingForId: null,
        stageId: null,
      }),
    });
    expect(screening.statusCode, screening.body).toBe(201);
    expect(screening.json()).toMatchObject({ patientType: 'Normal Person', payablePaise: 10_000 });
  });

  it('asks a cancer patient for subsite, looking for and stage', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ siteId: null, lookingForId: null, stageId: null }),
    });
    expect(response.json().error.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'siteId', message: 'Subsite is required' },
        { path: 'lookingForId', message: 'Looking For is required' },
        { path: 'stageId', message: 'Stages is required' },
      ]),
    );
  });

  it('refuses a mobile number already registered', async () => {
    const first = body();
    expect(
      (await call(ctx.app, 'POST', '/api/v1/patients/self-registration', { body: first }))
        .statusCode,
    ).toBe(201);
    const again = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ mobileNumber: first.mobileNumber }),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await ctx.db.select().from(patients).where(eq(patients.mobileNumber, first.mobileNumber)))
        .length,
    ).toBe(1);
  });

  it('lists the clinics of a district', async () => {
    const response = await call(
      ctx.app,
      'GET',
      `/api/v1/directory/clinics?districtId=${ahmedabad}`,
    );
    expect(response.json().map((clinic: { id: number }) => clinic.id)).toContain(clinicId);
  });
});

describe('quota under concurrency', () => {
  it('lets exactly one of two registrations take the last unit', async () => {
    const ctx = await buildTestApp();
    try {
      const chief = await createDoctorWithHospital(ctx.db);
      await giveSubscription(ctx.db, chief.hospitalId!, 1);
      const cookie = await loginAs(ctx.app, chief.mobileNumber);
      const ahmedabad = await gujaratDistrictId(ctx.db);
      const stage = await masterId(ctx.db, 'stage', 'Early');
      const site = await masterId(ctx.db, 'site', 'Lung');
      const attempt = () =>
        call(ctx.app, 'POST', '/api/v1/patients', {
          cookie,
          body: {
            firstName: 'Race',
            lastName: 'Case',
            genderId: 1,
            age: 40,
            mobileNumber: nextMobile(),
            countryId: 101,
            stateId: 12,
            districtId: ahmedabad,
            city: 'Ahmedabad',
            pincode: '380001',
            address: 'Somewhere',
            consultantDoctorIds: [chief.doctorId],
            stageId: stage,
            siteId: site,
          },
        });
      const results = await Promise.all([attempt(), attempt(), attempt()]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([201, 402, 402]);
    } finally {
      await ctx.close();
    }
  });
});

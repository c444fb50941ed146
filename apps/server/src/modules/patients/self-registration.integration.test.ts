import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
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

/** The route allows 10 registrations a minute from one address: these tests come from another. */
const OTHER_CLIENT = '10.9.8.7';
const ABROAD_CLIENT = '10.9.8.6';
const MONTHLY_CLIENT = '10.9.8.5';
/** Reference data: countries.json. */
const NEPAL = 153;

describe('self-registration for a programme', () => {
  let ctx: TestContext;
  let ahmedabad: number;
  let clinicId: number;
  let site: number;
  let lookingFor: number;
  let stage: number;
  let treatmentHistory: number;
  let otherSite: number;
  let admin: string;

  const body = (overrides: Record<string, unknown> = {}) => ({
    registerType: 'self-help-platform',
    patientType: 'patient',
    firstName: 'Anil',
    lastName: 'Kapoor',
    genderId: 1,
    dateOfBirth: birthDateForAge(61),
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
    treatmentHistoryIds: [treatmentHistory],
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
    treatmentHistory = await masterId(ctx.db, 'treatment_history', 'Surgery');
    otherSite = await masterId(ctx.db, 'site', 'Other');
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
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
      patientKind: 'patient',
      programmeTitle: 'Self-help supportive-care platform',
      programmeMonths: null,
      listPricePaise: 35_000,
      discountPaise: 7_000,
      payablePaise: 28_000,
      isLoginActive: false,
      receiptOrderId: null,
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

  it('charges the months chosen for personal assistance, and ignores months elsewhere', async () => {
    const request = body({
      registerType: 'personal-assistance-programme',
      clinicIds: [clinicId],
      months: 3,
      couponCode: 'CARE20',
    });
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: request,
      remoteAddress: MONTHLY_CLIENT,
    });
    expect(response.statusCode, response.body).toBe(201);
    // Rs 1,500 a month for three months, 20 % off the whole.
    expect(response.json()).toMatchObject({
      programmeMonths: 3,
      listPricePaise: 450_000,
      discountPaise: 90_000,
      payablePaise: 360_000,
    });
    const [row] = await ctx.db
      .select({ months: patients.programmeMonths, payable: patients.payablePaise })
      .from(patients)
      .where(eq(patients.mobileNumber, request.mobileNumber));
    expect(row).toEqual({ months: 3, payable: 360_000 });
    const cookie = await loginAs(ctx.app, request.mobileNumber);
    const summary = await call(ctx.app, 'GET', '/api/v1/patients/me/summary', { cookie });
    expect(summary.json()).toMatchObject({ programmeMonths: 3, payablePaise: 360_000 });

    // Not sent: one month. The discount check prices the months it is given.
    const oneMonth = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ registerType: 'personal-assistance-programme' }),
      remoteAddress: MONTHLY_CLIENT,
    });
    expect(oneMonth.json()).toMatchObject({ programmeMonths: 1, payablePaise: 150_000 });
    const check = await call(ctx.app, 'POST', '/api/v1/patients/discount-check', {
      body: { registerType: 'personal-assistance-programme', couponCode: 'CARE20', months: 12 },
    });
    expect(check.json()).toEqual({
      listPricePaise: 1_800_000,
      discountPaise: 360_000,
      payablePaise: 1_440_000,
    });

    // A programme with one price takes no months.
    const oneTime = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ months: 5 }),
      remoteAddress: MONTHLY_CLIENT,
    });
    expect(oneTime.json()).toMatchObject({ programmeMonths: null, payablePaise: 35_000 });

    for (const months of [0, 13, 1.5]) {
      const refused = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
        body: body({ registerType: 'personal-assistance-programme', months }),
        remoteAddress: MONTHLY_CLIENT,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual([
        { path: 'months', message: 'Choose from 1 to 12 months' },
      ]);
    }
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
        treatmentHistoryIds: [],
        address: '',
      }),
    });
    expect(screening.statusCode, screening.body).toBe(201);
    expect(screening.json()).toMatchObject({
      patientType: 'Normal Person',
      patientKind: 'guest',
      payablePaise: 10_000,
    });
  });

  it('asks a cancer patient for subsite, looking for, stage and treatment history, all at once', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({
        siteId: null,
        lookingForId: null,
        stageId: null,
        treatmentHistoryIds: [],
        genderId: null,
        dateOfBirth: '',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'siteId', message: 'Subsite is required' },
        { path: 'lookingForId', message: 'You are looking for is required' },
        { path: 'stageId', message: 'Stages is required' },
        { path: 'treatmentHistoryIds', message: 'Treatment History is required' },
        { path: 'genderId', message: 'Gender is required' },
        { path: 'dateOfBirth', message: 'Date of Birth is required' },
      ]),
    );
  });

  it('refuses an age out of range with a message instead of changing it', async () => {
    for (const age of [999, -5]) {
      const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
        body: body({ age, dateOfBirth: birthDateForAge(61) }),
        remoteAddress: OTHER_CLIENT,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toContainEqual({
        path: 'age',
        message: 'Age must be a whole number from 0 to 120',
      });
    }
  });

  it('asks for the other cancer subsite when the subsite is Other, and stores it', async () => {
    const missing = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ siteId: otherSite }),
      remoteAddress: OTHER_CLIENT,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual([
      { path: 'otherCancerSubsite', message: 'Other Cancer Subsite is required' },
    ]);

    const request = body({ siteId: otherSite, otherCancerSubsite: 'Eye (uveal melanoma)' });
    const stored = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: request,
      remoteAddress: OTHER_CLIENT,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(patients)
      .where(eq(patients.mobileNumber, request.mobileNumber));
    expect(row!.otherCancerSubsite).toBe('Eye (uveal melanoma)');

    // A subsite other than Other keeps no stray text.
    const plain = body({ otherCancerSubsite: 'ignored' });
    await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: plain,
      remoteAddress: OTHER_CLIENT,
    });
    const [plainRow] = await ctx.db
      .select()
      .from(patients)
      .where(eq(patients.mobileNumber, plain.mobileNumber));
    expect(plainRow!.otherCancerSubsite).toBeNull();
  });

  it('registers a person from a country without lists: state and district typed, postal code relaxed', async () => {
    const abroad = {
      countryId: NEPAL,
      stateId: null,
      districtId: null,
      stateName: 'Bagmati',
      districtName: 'Kathmandu',
      pincode: '44600',
      // A clinic programme: a person abroad chooses a clinic in India.
      clinicIds: [clinicId],
    };
    const request = body(abroad);
    const response = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: request,
      remoteAddress: ABROAD_CLIENT,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(patients)
      .where(eq(patients.mobileNumber, request.mobileNumber));
    expect(row).toMatchObject({
      countryId: NEPAL,
      stateId: null,
      districtId: null,
      stateName: 'Bagmati',
      districtName: 'Kathmandu',
      pincode: '44600',
    });

    // Without a postal code too: not every country has one.
    const noPostalCode = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ ...abroad, pincode: '' }),
      remoteAddress: ABROAD_CLIENT,
    });
    expect(noPostalCode.statusCode, noPostalCode.body).toBe(201);
  });

  it('refuses a place outside India without typed names, or with an Indian list entry', async () => {
    const untyped = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ countryId: NEPAL, stateId: null, districtId: null, pincode: '44600' }),
      remoteAddress: ABROAD_CLIENT,
    });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().error.fieldErrors).toEqual([
      { path: 'stateName', message: 'State is required' },
      { path: 'districtName', message: 'District is required' },
    ]);
    const listed = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ countryId: NEPAL, stateName: 'Bagmati', districtName: 'Kathmandu' }),
      remoteAddress: ABROAD_CLIENT,
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.fieldErrors).toEqual([
      { path: 'stateId', message: 'The state does not belong to the chosen country' },
      { path: 'districtId', message: 'The district does not belong to the chosen state' },
    ]);
    const indianPincode = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ pincode: 'SW1A 1AA' }),
      remoteAddress: ABROAD_CLIENT,
    });
    expect(indianPincode.json().error.fieldErrors).toEqual([
      { path: 'pincode', message: 'Pincode must be 6 digits' },
    ]);
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

  it('keeps a discount code a registration used: deleting it is refused, not a server error', async () => {
    const created = await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'FREE100', discountPercent: 100 },
    });
    const codeId = created.json<{ id: number }>().id;
    // Free after the code: the login is active at once and no payment is ever made.
    const registered = await call(ctx.app, 'POST', '/api/v1/patients/self-registration', {
      body: body({ couponCode: 'free100' }),
    });
    expect(registered.json()).toMatchObject({ payablePaise: 0, isLoginActive: true });

    const refused = await call(ctx.app, 'DELETE', `/api/v1/discount-codes/${codeId}`, {
      cookie: admin,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(messages['discount.inUse']);
    const listed = await call(ctx.app, 'GET', '/api/v1/discount-codes', { cookie: admin });
    expect(
      listed.json().find((code: { id: number; inUse: boolean }) => code.id === codeId),
    ).toMatchObject({ inUse: true });

    // The check is the code's own: a code nobody used is listed so and deleted.
    const unused = await call(ctx.app, 'POST', '/api/v1/discount-codes', {
      cookie: admin,
      body: { coupponCode: 'NOTUSED', discountPercent: 10 },
    });
    const unusedId = unused.json<{ id: number }>().id;
    const relisted = await call(ctx.app, 'GET', '/api/v1/discount-codes', { cookie: admin });
    expect(
      relisted.json().find((code: { id: number; inUse: boolean }) => code.id === unusedId),
    ).toMatchObject({ inUse: false });
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/discount-codes/${unusedId}`, {
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
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

/** A date of birth that makes this age today (the form's date fills the age). */
function birthDateForAge(age: number) {
  const today = new Date();
  return `${today.getFullYear() - age}-01-01`;
}

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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { doctors, hospitalMembers, hospitalServiceLinks, hospitals, users } from '../../db/schema';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  auditEntries,
  createUser,
  doctorRegistrationBody,
  errorOf,
  gujaratDistrictId,
  nextMobile,
  sessionUserOf,
} from '../../../test/factories';

const REGISTER = '/api/v1/accounts/doctors';
const AVAILABILITY = '/api/v1/accounts/mobile-availability';
/** Reference data: countries.json. */
const UNITED_KINGDOM = 230;
const DUPLICATE = 'Mobile number already register as UserName !';

type Body = ReturnType<typeof doctorRegistrationBody>;
const register = (ctx: TestContext, body: unknown, registerType?: string) =>
  call(ctx.app, 'POST', registerType ? `${REGISTER}?registerType=${registerType}` : REGISTER, {
    body,
  });
const usersWithMobile = async (ctx: TestContext, mobileNumber: string) =>
  ctx.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
const hospitalsNamed = async (ctx: TestContext, name: string) =>
  ctx.db.select().from(hospitals).where(eq(hospitals.name, name));
const withHospital = (body: Body, changes: Record<string, unknown>) => ({
  ...body,
  hospital: { ...body.hospital, ...changes },
});

describe('POST /accounts/mobile-availability', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers true for a free number and false for a taken one', async () => {
    const free = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true });

    const user = await createUser(ctx.db, 'patient');
    const taken = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: user.mobileNumber },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });
  });

  it('answers 400 with a field error for an invalid number', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: '5123456789' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({
      path: 'mobileNumber',
      message: 'Invalid Mobile number',
    });
  });

  it('needs the CSRF header like every POST', async () => {
    const response = await call(ctx.app, 'POST', AVAILABILITY, {
      body: { mobileNumber: nextMobile() },
      withoutCsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
  });
});

describe('POST /accounts/doctors: registering', () => {
  let ctx: TestContext;
  let districtId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    districtId = await gujaratDistrictId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('creates the user, the hospital and the doctor as its chief admin', async () => {
    const body = doctorRegistrationBody(districtId);
    const response = await register(ctx, body);
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      userId: number;
      doctorId: number;
      hospitalId: number;
      message: string;
    }>();
    expect(created.message).toBe('Doctor Registration Successfully!');
    expect(created.hospitalId).toEqual(expect.any(Number));

    const [user] = await usersWithMobile(ctx, body.mobileNumber);
    expect(user).toMatchObject({
      id: created.userId,
      userType: 'doctor',
      firstName: 'Test',
      isLoginActive: true,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const [hospital] = await ctx.db
      .select()
      .from(hospitals)
      .where(eq(hospitals.id, created.hospitalId));
    expect(hospital).toMatchObject({
      name: body.hospital.hospitalName,
      chiefAdminName: body.doctorName,
      districtId,
      stateId: 12,
      countryId: 101,
      pincode: '380001',
    });
    const services = await ctx.db
      .select()
      .from(hospitalServiceLinks)
      .where(eq(hospitalServiceLinks.hospitalId, created.hospitalId));
    expect(services.map((link) => link.serviceId).sort()).toEqual([1, 2]);

    const [doctor] = await ctx.db.select().from(doctors).where(eq(doctors.id, created.doctorId));
    expect(doctor).toMatchObject({
      userId: created.userId,
      currentHospitalId: created.hospitalId,
      name: body.doctorName,
      registrationNo: body.registrationNo,
    });
    const memberships = await ctx.db
      .select()
      .from(hospitalMembers)
      .where(eq(hospitalMembers.doctorId, created.doctorId));
    expect(memberships).toEqual([
      expect.objectContaining({
        hospitalId: created.hospitalId,
        role: 'chief_admin',
        status: 'active',
      }),
    ]);

    const audit = (await auditEntries(ctx.db, 'account.doctor_registered')).filter(
      (entry) => entry.actorUserId === created.userId,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses a registration number another doctor has, written any way', async () => {
    const first = doctorRegistrationBody(districtId);
    expect((await register(ctx, first)).statusCode).toBe(201);
    const second = doctorRegistrationBody(districtId);
    // REG-<number> again, as 'reg/<number>' with spaces around it.
    const again = {
      ...second,
      registrationNo: ` ${first.registrationNo.toLowerCase().replace('-', '/')} `,
    };
    const refused = await register(ctx, again);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fieldErrors).toEqual([
      { path: 'registrationNo', message: messages['doctor.registrationNoTaken'] },
    ]);
    expect(await usersWithMobile(ctx, second.mobileNumber)).toEqual([]);
    expect(await hospitalsNamed(ctx, second.hospital.hospitalName)).toEqual([]);
    // Another number registers.
    expect((await register(ctx, second)).statusCode).toBe(201);
  });

  it('asks before registering a second hospital of the same name in the district', async () => {
    const first = doctorRegistrationBody(districtId);
    const name = `Shree Cancer Hospital ${first.mobileNumber}`;
    expect((await register(ctx, withHospital(first, { hospitalName: name }))).statusCode).toBe(201);

    // The same name written another way: case, spacing and punctuation do not tell them apart.
    const again = doctorRegistrationBody(districtId);
    const sameName = withHospital(again, {
      hospitalName: `  shree   cancer-hospital. ${first.mobileNumber}`,
    });
    const refused = await register(ctx, sameName);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'hospital_namesake',
      fieldErrors: [
        {
          path: 'hospital.hospitalName',
          message: expect.stringMatching(/^A hospital with this name is already registered/),
        },
      ],
    });
    expect(await usersWithMobile(ctx, again.mobileNumber)).toEqual([]);

    // Another district's hospital of that name is another hospital.
    const elsewhere = doctorRegistrationBody(districtId);
    const otherDistrict = await gujaratDistrictId(ctx.db, 'Surat');
    expect(otherDistrict).not.toBe(districtId);
    const inSurat = withHospital(elsewhere, { hospitalName: name, districtId: otherDistrict });
    expect((await register(ctx, inSurat)).statusCode).toBe(201);

    // Said to be another hospital, it is registered.
    const confirmed = await register(
      ctx,
      withHospital(again, { ...sameName.hospital, otherThanNamesake: true }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const [created] = await ctx.db
      .select({ name: hospitals.name })
      .from(hospitals)
      .where(eq(hospitals.id, confirmed.json<{ hospitalId: number }>().hospitalId));
    expect(created?.name).toBe(`shree   cancer-hospital. ${first.mobileNumber}`);
  });

  it('registers a hospital outside India: typed state and district, its own postal code', async () => {
    const body = withHospital(doctorRegistrationBody(districtId), {
      countryId: UNITED_KINGDOM,
      stateId: undefined,
      districtId: undefined,
      stateName: 'England',
      districtName: 'Greater London',
      pincode: 'SW1A 1AA',
    });
    const response = await register(ctx, body);
    expect(response.statusCode, response.body).toBe(201);
    const [hospital] = await hospitalsNamed(ctx, body.hospital.hospitalName);
    expect(hospital).toMatchObject({
      countryId: UNITED_KINGDOM,
      stateId: null,
      districtId: null,
      stateName: 'England',
      districtName: 'Greater London',
      pincode: 'SW1A 1AA',
    });

    // The directory finds it in its country and shows the typed names.
    const found = await call(
      ctx.app,
      'GET',
      `/api/v1/directory/hospitals?countryId=${UNITED_KINGDOM}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toContainEqual(
      expect.objectContaining({
        hospitalName: body.hospital.hospitalName,
        countryName: 'United Kingdom',
        stateName: 'England',
        districtName: 'Greater London',
      }),
    );
  });

  it('keeps the list ids and drops typed names for India', async () => {
    const body = withHospital(doctorRegistrationBody(districtId), {
      stateName: 'Typed but unused',
      districtName: 'Typed but unused',
    });
    expect((await register(ctx, body)).statusCode).toBe(201);
    const [hospital] = await hospitalsNamed(ctx, body.hospital.hospitalName);
    expect(hospital).toMatchObject({
      stateId: 12,
      districtId,
      stateName: null,
      districtName: null,
    });
  });

  it('logs the new chief admin in with the hospital and no subscription yet', async () => {
    const body = doctorRegistrationBody(districtId);
    expect((await register(ctx, body)).statusCode).toBe(201);
    const cookie = await loginAs(ctx.app, body.mobileNumber, body.password);
    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie });
    expect(session.statusCode).toBe(200);
    expect(sessionUserOf(session)).toMatchObject({
      userType: 'doctor',
      isHospitalAdmin: true,
      isSuperAdmin: false,
      hospitalName: body.hospital.hospitalName,
      chiefAdminName: body.doctorName,
      fullName: body.doctorName,
      hasActiveSubscription: false,
      remainingPatientQuota: 0,
    });
    expect(sessionUserOf(session).permissions).toContain('buy:subscription');
  });

  it('stores a typed Chief Admin name: the login answers it and clinical saves carry it', async () => {
    const body = withHospital(doctorRegistrationBody(districtId), {
      chiefAdmin: '  Dr. Meera Shah ',
    });
    const created = await register(ctx, body);
    expect(created.statusCode).toBe(201);
    const hospitalId = created.json<{ hospitalId: number }>().hospitalId;
    const [hospital] = await ctx.db.select().from(hospitals).where(eq(hospitals.id, hospitalId));
    expect(hospital!.chiefAdminName).toBe('Dr. Meera Shah');

    const cookie = await loginAs(ctx.app, body.mobileNumber, body.password);
    const session = await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie });
    expect(sessionUserOf(session).chiefAdminName).toBe('Dr. Meera Shah');
  });

  it('refuses a Chief Admin name over 100 characters', async () => {
    const response = await register(
      ctx,
      withHospital(doctorRegistrationBody(districtId), { chiefAdmin: 'x'.repeat(101) }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({
      path: 'hospital.chiefAdmin',
      message: 'Chief admin can be at most 100 characters',
    });
  });

  it('registers a doctor without a hospital with registerType=outside', async () => {
    const { hospital: _unused, ...rest } = doctorRegistrationBody(districtId);
    const body = { ...rest, isHospital: false };
    const response = await register(ctx, body, 'outside');
    expect(response.statusCode).toBe(201);
    expect(response.json<{ hospitalId: number | null }>().hospitalId).toBeNull();

    const cookie = await loginAs(ctx.app, body.mobileNumber, body.password);
    const user = sessionUserOf(await call(ctx.app, 'GET', '/api/v1/auth/session', { cookie }));
    expect(user).toMatchObject({ hospitalId: null, hospitalName: null, isHospitalAdmin: false });
    expect(user.permissions).not.toContain('read:patients');
  });

  it('ignores a hospital sent with registerType=outside', async () => {
    const body = doctorRegistrationBody(districtId);
    const response = await register(ctx, body, 'outside');
    expect(response.statusCode).toBe(201);
    expect(response.json<{ hospitalId: number | null }>().hospitalId).toBeNull();
    expect(await hospitalsNamed(ctx, body.hospital.hospitalName)).toHaveLength(0);
  });

  it('answers a taken mobile number 409 on mobileNumber', async () => {
    const existing = await createUser(ctx.db, 'patient');
    const body = doctorRegistrationBody(districtId, { mobileNumber: existing.mobileNumber });
    const response = await register(ctx, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: DUPLICATE,
        fieldErrors: [{ path: 'mobileNumber', message: DUPLICATE }],
      },
    });
    expect(await hospitalsNamed(ctx, body.hospital.hospitalName)).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous registrations of a number win', async () => {
    const mobileNumber = nextMobile();
    const first = doctorRegistrationBody(districtId, { mobileNumber });
    // Only the number is the same: with the registration number or the hospital too, the loser
    // is refused on whichever of them its checks read after the winner's commit (a flaky field).
    const second = {
      ...first,
      doctorName: 'Dr. Other Person',
      email: `other${mobileNumber}@example.in`,
      registrationNo: `REG-OTHER-${mobileNumber}`,
      hospital: { ...first.hospital, hospitalName: `Other Hospital ${mobileNumber}` },
    };
    const responses = await Promise.all([register(ctx, first), register(ctx, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(errorOf(loser).fieldErrors).toEqual([{ path: 'mobileNumber', message: DUPLICATE }]);

    expect(await usersWithMobile(ctx, mobileNumber)).toHaveLength(1);
    // The loser's hospital was rolled back with it.
    const hospitals = [
      ...(await hospitalsNamed(ctx, first.hospital.hospitalName)),
      ...(await hospitalsNamed(ctx, second.hospital.hospitalName)),
    ];
    expect(hospitals).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations of a registration number win', async () => {
    const first = doctorRegistrationBody(districtId);
    // Another doctor, the same number written another way.
    const second = {
      ...doctorRegistrationBody(districtId),
      registrationNo: first.registrationNo.toLowerCase(),
    };
    const responses = await Promise.all([register(ctx, first), register(ctx, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(errorOf(loser).fieldErrors).toEqual([
      { path: 'registrationNo', message: messages['doctor.registrationNoTaken'] },
    ]);
    const made = await Promise.all(
      [first, second].map((body) => usersWithMobile(ctx, body.mobileNumber)),
    );
    expect(made.map((rows) => rows.length).sort()).toEqual([0, 1]);
  });
});

describe('POST /accounts/doctors: refusals', () => {
  let ctx: TestContext;
  let districtId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    districtId = await gujaratDistrictId(ctx.db);
  });
  afterAll(() => ctx.close());

  async function expectRefused(
    body: Body | Record<string, unknown>,
    path: string,
    text?: string,
    registerType?: string,
  ) {
    const response = await register(ctx, body, registerType);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    const onPath = (error.fieldErrors as { path: string; message: string }[]).filter(
      (item) => item.path === path,
    );
    expect(onPath.length, JSON.stringify(error.fieldErrors)).toBeGreaterThan(0);
    if (text) expect(onPath.map((item) => item.message)).toContain(text);
    expect(await usersWithMobile(ctx, (body as Body).mobileNumber)).toHaveLength(0);
  }

  it('refuses a district of another state on hospital.districtId', async () => {
    const nicobar = await gujaratDistrictId(ctx.db, 'Nicobar');
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { districtId: nicobar }),
      'hospital.districtId',
      'The district does not belong to the chosen state',
    );
  });

  it('refuses a state of another country on hospital.stateId', async () => {
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), {
        countryId: 1,
        stateName: 'Kabul',
        districtName: 'Kabul',
      }),
      'hospital.stateId',
      'The state does not belong to the chosen country',
    );
  });

  it('needs the state and district typed for a country without lists, and chosen for India', async () => {
    const abroad = withHospital(doctorRegistrationBody(districtId), {
      countryId: UNITED_KINGDOM,
      stateId: undefined,
      districtId: undefined,
      pincode: 'SW1A 1AA',
    });
    await expectRefused(abroad, 'hospital.stateName', 'State is required');
    await expectRefused(abroad, 'hospital.districtName', 'District is required');
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), {
        stateId: undefined,
        stateName: 'Gujarat',
      }),
      'hospital.stateId',
      'State is required',
    );
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), {
        countryId: UNITED_KINGDOM,
        stateName: 'England',
        districtName: 'Greater London',
        stateId: undefined,
        districtId: undefined,
        pincode: 'SW1A_1AA',
      }),
      'hospital.pincode',
      'Postal code must be 2 to 10 letters, digits, spaces or hyphens',
    );
  });

  it('refuses an unknown country, district, speciality, designation and service', async () => {
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), {
        countryId: 99999,
        stateName: 'Somewhere',
        districtName: 'Somewhere',
      }),
      'hospital.countryId',
    );
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { districtId: 99999 }),
      'hospital.districtId',
    );
    await expectRefused(
      doctorRegistrationBody(districtId, { specialityId: 99999 }),
      'specialityId',
      'Speciality is required',
    );
    await expectRefused(
      doctorRegistrationBody(districtId, { designationId: 99999 }),
      'designationId',
    );
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { serviceIds: [1, 99999] }),
      'hospital.serviceIds',
    );
  });

  it('names nested fields with dotted paths', async () => {
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { pincode: '12345' }),
      'hospital.pincode',
      'Pincode must be 6 digits',
    );
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { hospitalName: '' }),
      'hospital.hospitalName',
      'Hospital name is required',
    );
    await expectRefused(
      withHospital(doctorRegistrationBody(districtId), { landlineNumber: '12345' }),
      'hospital.landlineNumber',
      'Appointment number must be 10 digits',
    );
  });

  it('names top-level fields with their own message', async () => {
    await expectRefused(
      doctorRegistrationBody(districtId, { doctorName: '' }),
      'doctorName',
      'Doctor name is required',
    );
    await expectRefused(
      doctorRegistrationBody(districtId, { confirmPassword: 'Other@12345' }),
      'confirmPassword',
      'Password Not Match.',
    );
    await expectRefused(
      doctorRegistrationBody(districtId, { email: 'not-an-email' }),
      'email',
      'Invalid Email Id',
    );
  });

  it('needs the hospital block for the database variant', async () => {
    const { hospital: _unused, ...rest } = doctorRegistrationBody(districtId);
    await expectRefused(
      { ...rest, isHospital: false },
      'hospital.hospitalName',
      'Hospital name is required',
      'database',
    );
    await expectRefused(
      { ...rest, isHospital: true },
      'hospital.hospitalName',
      'Hospital name is required',
    );
  });

  it('refuses an unknown registration type', async () => {
    const body = doctorRegistrationBody(districtId);
    const response = await register(ctx, body, 'anything');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors?.[0]?.path).toBe('registerType');
    expect(await usersWithMobile(ctx, body.mobileNumber)).toHaveLength(0);
  });
});

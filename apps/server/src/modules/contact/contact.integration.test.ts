import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../../test/helper';
import {
  createDoctorWithHospital,
  createUser,
  enquiryBody,
  gujaratDistrictId,
} from '../../../test/factories';

describe('contact enquiries', () => {
  let ctx: TestContext;
  let admin: string;
  let doctor: string;
  let ahmedabad: number;

  const enquiry = (overrides: Record<string, unknown> = {}) => enquiryBody(ahmedabad, overrides);

  beforeAll(async () => {
    ctx = await buildTestApp();
    ahmedabad = await gujaratDistrictId(ctx.db);
    admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    doctor = await loginAs(ctx.app, (await createDoctorWithHospital(ctx.db)).mobileNumber);
  });
  afterAll(() => ctx.close());

  it('stores an enquiry from a visitor and shows it to the super admin, newest first', async () => {
    const first = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', { body: enquiry() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, message: 'Form saved successfully!' });
    await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ name: 'Second Visitor' }),
    });

    const list = await call(ctx.app, 'GET', '/api/v1/contact/enquiries?page=1&pageSize=10', {
      cookie: admin,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<{
      data: { name: string; districtName: string; handledAt: string | null }[];
      recordsTotal: number;
    }>();
    expect(page.recordsTotal).toBe(2);
    expect(page.data.map((row) => row.name)).toEqual(['Second Visitor', 'Ravi Kumar']);
    expect(page.data[1]).toMatchObject({ districtName: 'Ahmedabad', handledAt: null });
  });

  it('answers every field message of the seed', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', { body: {} });
    expect(response.statusCode).toBe(400);
    const messages = response.json<{
      error: { fieldErrors: { path: string; message: string }[] };
    }>().error.fieldErrors;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'emailId', message: 'Email Id is required' },
        { path: 'mobileNumber', message: 'Mobile Number is required' },
        { path: 'countryId', message: 'Country is required' },
        { path: 'stateId', message: 'State is required' },
        { path: 'districtId', message: 'District is required' },
        { path: 'city', message: 'City is required' },
        { path: 'purpose', message: 'Purpose is required' },
        { path: 'description', message: 'Description is required' },
      ]),
    );
  });

  it('refuses limits, a bad e-mail and a district of another state', async () => {
    const tooLong = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ name: 'x'.repeat(65), description: 'y'.repeat(513), city: 'z'.repeat(129) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      tooLong
        .json()
        .error.fieldErrors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['city', 'description', 'name']);
    const badEmail = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ emailId: 'not-an-email' }),
    });
    expect(badEmail.json().error.fieldErrors).toEqual([
      { path: 'emailId', message: 'Enter valid email Id.' },
    ]);
    const wrongState = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({ stateId: 18 }),
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().error.fieldErrors[0].path).toBe('districtId');
  });

  it('marks an enquiry handled and back', async () => {
    const list = await call(ctx.app, 'GET', '/api/v1/contact/enquiries', { cookie: admin });
    const id = list.json<{ data: { id: number }[] }>().data[0]!.id;
    const handled = await call(ctx.app, 'PATCH', `/api/v1/contact/enquiries/${id}`, {
      cookie: admin,
      body: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    const after = await call(ctx.app, 'GET', '/api/v1/contact/enquiries', { cookie: admin });
    expect(
      after
        .json<{ data: { id: number; handledAt: string | null }[] }>()
        .data.find((row) => row.id === id)?.handledAt,
    ).not.toBeNull();
    const missing = await call(ctx.app, 'PATCH', '/api/v1/contact/enquiries/999999', {
      cookie: admin,
      body: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes an enquiry from outside India with the state and district typed', async () => {
    const abroad = { countryId: 153, stateId: null, districtId: null };
    const untyped = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry(abroad),
      remoteAddress: '10.9.8.5',
    });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().error.fieldErrors).toEqual([
      { path: 'stateName', message: 'State is required' },
      { path: 'districtName', message: 'District is required' },
    ]);
    const sent = await call(ctx.app, 'POST', '/api/v1/contact/enquiries', {
      body: enquiry({
        ...abroad,
        name: 'Visitor From Nepal',
        stateName: 'Bagmati',
        districtName: 'Kathmandu',
      }),
      remoteAddress: '10.9.8.5',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await call(ctx.app, 'GET', '/api/v1/contact/enquiries?page=1&pageSize=10', {
      cookie: admin,
    });
    expect(list.json().data[0]).toMatchObject({
      name: 'Visitor From Nepal',
      countryName: 'Nepal',
      stateName: 'Bagmati',
      districtName: 'Kathmandu',
    });
  });

  it('keeps the enquiries from everyone but the super admin', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/contact/enquiries')).statusCode).toBe(401);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/contact/enquiries', { cookie: doctor })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, 'PATCH', '/api/v1/contact/enquiries/1', {
          cookie: doctor,
          body: { handled: true },
        })
      ).statusCode,
    ).toBe(403);
  });
});

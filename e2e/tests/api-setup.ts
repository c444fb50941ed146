import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, freshMobile } from './support';

const writeHeaders = { 'x-portal-request': '1' };

/**
 * Registers a doctor through the API, for flows that start from an existing account: with a
 * hospital of their own (its chief admin), or without one (`withHospital: false`).
 */
export async function registerDoctorThroughApi(
  request: APIRequestContext,
  password: string,
  { withHospital = true, name = 'Dr. Flow Tester' } = {},
) {
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
    name: string;
  }[];
  const ahmedabad = districts.find((district) => district.name === 'Ahmedabad');
  const mobileNumber = freshMobile();
  const hospital = {
    hospitalName: `Flow Hospital ${mobileNumber}`,
    chiefAdmin: 'Chief Admin',
    hospitalType: 'Cancer',
    serviceIds: [1],
    countryId: 101,
    stateId: 12,
    districtId: ahmedabad?.id,
    pincode: '380001',
    hospitalCountryCode: '+91',
  };
  const registerType = withHospital ? 'database' : 'outside';
  const response = await request.post(`/api/v1/accounts/doctors?registerType=${registerType}`, {
    headers: writeHeaders,
    data: {
      doctorName: name,
      registrationNo: `E2E-${mobileNumber}`,
      specialityId: 1,
      genderId: 2,
      designationId: 1,
      email: `flow${mobileNumber}@example.in`,
      countryCode: '+91',
      mobileNumber,
      password,
      confirmPassword: password,
      isHospital: withHospital,
      ...(withHospital ? { hospital } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return mobileNumber;
}

/**
 * A fresh doctor and hospital with an active subscription (patient list spec): the super admin
 * adds a free plan and the doctor "buys" it (nothing due, so it completes without the gateway).
 * The plan stays listed (a plan a hospital holds cannot be switched off); its name says what it
 * is for. `request` ends logged in as the doctor.
 */
export async function subscribedDoctorThroughApi(
  request: APIRequestContext,
  admin: APIRequestContext,
  password: string,
  patientCount = 25,
) {
  const mobileNumber = await registerDoctorThroughApi(request, password);
  const adminLogin = await admin.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: '9000000001', password: 'Demo@1234' },
  });
  expect(adminLogin.status(), await adminLogin.text()).toBe(200);
  const plan = await admin.post('/api/v1/subscriptions/plans', {
    headers: writeHeaders,
    data: {
      subscriptionName: `E2E Free ${mobileNumber.slice(-6)}`,
      subscriptionType: 3,
      patientCount,
      duration: 30,
      total: 0,
      description: '<p>Free plan for an end-to-end test.</p>',
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const { id: planId } = (await plan.json()) as { id: number };

  const login = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const order = await request.post('/api/v1/payments/plan-orders', {
    headers: writeHeaders,
    data: { planId },
  });
  expect(order.status(), await order.text()).toBe(200);
  return mobileNumber;
}

export interface PatientThroughApi {
  firstName: string;
  middleName?: string;
  lastName: string;
  genderId?: 1 | 2;
  alternativeMobileNumberOne?: string;
}

/** Registers patients for the doctor logged in on `request`, oldest first; answers their ids and mobiles. */
export async function registerPatientsThroughApi(
  request: APIRequestContext,
  people: PatientThroughApi[],
) {
  const [doctors, districts, stages, sites] = await Promise.all(
    [
      '/api/v1/hospital/doctors',
      '/api/v1/locations/states/12/districts',
      '/api/v1/masters/stage',
      '/api/v1/masters/site',
    ].map(async (url) => (await (await request.get(url)).json()) as { id: number; name: string }[]),
  );
  const district = districts!.find((item) => item.name === 'Ahmedabad') ?? districts![0]!;
  const created: { patientId: number; mobileNumber: string; name: string }[] = [];
  for (const person of people) {
    const mobileNumber = freshMobile();
    const response = await request.post('/api/v1/patients', {
      headers: writeHeaders,
      data: {
        genderId: 1,
        age: 50,
        mobileNumber,
        countryId: 101,
        stateId: 12,
        districtId: district.id,
        city: 'Ahmedabad',
        pincode: '380015',
        address: '12 Satellite Road',
        consultantDoctorIds: [doctors![0]!.id],
        stageId: stages![0]!.id,
        siteId: sites![0]!.id,
        ...person,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { patientId } = (await response.json()) as { patientId: number };
    const name = [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
    created.push({ patientId, mobileNumber, name });
  }
  return created;
}

/** The super admin issues a patient discount code (setup through the API), then logs out. */
export async function issueDiscountCodeThroughApi(
  request: APIRequestContext,
  code: string,
  percent: number,
) {
  const admin = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: DEMO.superAdmin, password: DEMO_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  const created = await request.post('/api/v1/discount-codes', {
    headers: writeHeaders,
    data: { coupponCode: code, discountPercent: percent },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/v1/auth/logout', { headers: writeHeaders });
}

export interface GuestThroughApi {
  firstName: string;
  lastName: string;
  genderId: 1 | 2;
  age: number;
  /** A district of Gujarat, also the city. */
  district: string;
  pincode: string;
  address: string;
  password: string;
  couponCode: string;
}

/**
 * A normal person self-registers for the tobacco de-addiction programme (setup through the API);
 * answers their mobile number.
 */
export async function selfRegisterGuestThroughApi(
  request: APIRequestContext,
  person: GuestThroughApi,
) {
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
    name: string;
  }[];
  const mobileNumber = freshMobile();
  const { district, age, ...rest } = person;
  const response = await request.post('/api/v1/patients/self-registration', {
    headers: writeHeaders,
    data: {
      ...rest,
      registerType: 'tobacco-de-addiction',
      patientType: 'guest',
      age,
      // The self-registration form asks for the date of birth (1 January of the year of that age).
      dateOfBirth: `${new Date().getFullYear() - age}-01-01`,
      mobileNumber,
      countryId: 101,
      stateId: 12,
      districtId: districts.find((candidate) => candidate.name === district)?.id,
      city: district,
      confirmPassword: person.password,
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return mobileNumber;
}

let plansMade = 0;
const unique = () => {
  plansMade += 1;
  return `${(Date.now() % 100_000).toString().padStart(5, '0')}${plansMade}`;
};

export interface CreatedPlan {
  id: number;
  name: string;
}

/**
 * A plan for 25 patients over 30 days at `rupees`, made through the API as the super admin (the
 * admin screens have their own spec); `request` ends logged in as the super admin.
 */
export async function createPlanAsAdmin(
  request: APIRequestContext,
  rupees: number,
): Promise<CreatedPlan> {
  const login = await request.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: DEMO.superAdmin, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const name = `E2E Buy ${unique()}`;
  const response = await request.post('/api/v1/subscriptions/plans', {
    headers: writeHeaders,
    data: {
      subscriptionName: name,
      subscriptionType: 3,
      patientCount: 25,
      duration: 30,
      total: rupees,
      description: '<p>Twenty-five patients for <strong>thirty days</strong>.</p>',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const plan = (await response.json()) as { id: number };
  return { id: plan.id, name };
}

let couponsMade = 0;

/** The super admin (whose session `request` carries) makes a coupon; answers its code. */
export async function createCouponThroughApi(
  request: APIRequestContext,
  coupon: { planId: number; discountBase: 'flat' | 'percentage'; discountValue: number },
): Promise<string> {
  couponsMade += 1;
  const code = `C${(Date.now() % 100_000).toString().padStart(5, '0')}${couponsMade}`.slice(0, 10);
  const created = await request.post('/api/v1/coupons', {
    headers: writeHeaders,
    data: { couponCodeName: code, ...coupon },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

/** A visitor sends a Contact Us enquiry from Surat, Gujarat (setup through the API). */
export async function sendEnquiryThroughApi(
  request: APIRequestContext,
  { name, description = 'Please call me back.' }: { name: string; description?: string },
) {
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
    name: string;
  }[];
  const response = await request.post('/api/v1/contact/enquiries', {
    headers: writeHeaders,
    data: {
      name,
      emailId: `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`,
      mobileNumber: freshMobile(),
      countryId: 101,
      stateId: 12,
      districtId: districts.find((district) => district.name === 'Surat')?.id,
      city: 'Surat',
      purpose: 'Others',
      description,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * The id of a master record: the one named `name`, or the first of its kind when no name is
 * given (the child records of `parentId` when given, e.g. a heading's activities).
 */
export async function masterId(
  request: APIRequestContext,
  kind: string,
  { name, parentId }: { name?: string; parentId?: number } = {},
): Promise<number> {
  const url = `/api/v1/masters/${kind}${parentId ? `?parentId=${parentId}` : ''}`;
  const items = (await (await request.get(url)).json()) as { id: number; name: string }[];
  const item = name === undefined ? items[0] : items.find((entry) => entry.name === name);
  expect(item, `${kind} ${name ?? '(the first)'}`).toBeTruthy();
  return item!.id;
}

import { eq } from 'drizzle-orm';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  type DoctorRegistration,
  type UserType,
} from '@portal/shared';
import type { Database } from '../src/db/client';
import { districts, hospitalSubscriptions, subscriptionPlans } from '../src/db/schema';
import { createPlainUser, registerDoctor } from '../src/modules/accounts/service';
import { TEST_PASSWORD } from './helper';

let sequence = 0;
/** A fresh valid Indian mobile number for each call. */
export function nextMobile(): string {
  sequence += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

export async function gujaratDistrictId(db: Database, name = 'Ahmedabad'): Promise<number> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name));
  return row!.id;
}

/** A complete, valid doctor registration body (hospital variant). */
export function doctorRegistrationBody(
  districtId: number,
  overrides: Partial<DoctorRegistration> = {},
) {
  const mobileNumber = overrides.mobileNumber ?? nextMobile();
  return {
    doctorName: 'Dr. Test Doctor',
    registrationNo: `REG-${mobileNumber}`,
    specialityId: 1,
    genderId: 1,
    designationId: 1,
    email: `doctor${mobileNumber}@example.in`,
    countryCode: '+91',
    mobileNumber,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    isHospital: true,
    hospital: {
      hospitalName: `Hospital ${mobileNumber}`,
      chiefAdmin: 'Chief Admin',
      hospitalType: 'Cancer',
      serviceIds: [1, 2],
      countryId: DEFAULT_COUNTRY_ID,
      stateId: DEFAULT_STATE_ID,
      districtId,
      pincode: '380001',
      hospitalCountryCode: '+91',
    },
    ...overrides,
  };
}

export async function createDoctorWithHospital(
  db: Database,
  overrides: Partial<DoctorRegistration> = {},
) {
  const body = doctorRegistrationBody(await gujaratDistrictId(db), overrides) as DoctorRegistration;
  const created = await registerDoctor(db, body, 'database', '127.0.0.1');
  return { ...created, mobileNumber: body.mobileNumber };
}

export async function createUser(db: Database, userType: UserType, mobileNumber = nextMobile()) {
  const user = await createPlainUser(db, {
    mobileNumber,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: userType,
    userType,
  });
  return { ...user, mobileNumber };
}

export async function giveSubscription(
  db: Database,
  hospitalId: number,
  remaining = 10,
  days = 30,
) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `Plan ${hospitalId}-${Date.now() % 100000}`,
      subscriptionType: 3,
      patientCount: remaining,
      durationDays: days,
      totalPaise: 100_000,
      description: '<p>Test plan</p>',
    })
    .returning({ id: subscriptionPlans.id });
  const now = new Date();
  await db.insert(hospitalSubscriptions).values({
    hospitalId,
    planId: plan!.id,
    patientCount: remaining,
    remainingCount: remaining,
    activatedAt: new Date(now.getTime() - 60_000),
    deactivatesAt: new Date(now.getTime() + days * 86_400_000),
  });
}

import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID } from '@portal/shared';
import type { Database } from '../client';
import { districts, hospitalSubscriptions, subscriptionPlans } from '../schema';
import { createPlainUser, registerDoctor } from '../../modules/accounts/service';
import { findUserByMobile, insertHospital } from '../../modules/accounts/repository';
import { insertMembership, setCurrentHospital } from '../../modules/members/repository';
import { seedDemoPatient } from './demo-patient';
import { seedDemoOutcomes } from './demo-outcomes';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = [
  { mobileNumber: '9000000001', role: 'Super admin' },
  { mobileNumber: '9000000002', role: 'Hospital admin (chief admin doctor, active subscription)' },
  { mobileNumber: '9000000003', role: 'Doctor of that hospital' },
  {
    mobileNumber: '9000000004',
    role: 'Doctor with no subscription (chief admin of another hospital)',
  },
  { mobileNumber: '9000000005', role: 'Patient' },
] as const;

async function districtId(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name))
    .limit(1);
  if (!row) throw new Error(`Reference district ${name} is missing; seed reference data first`);
  return row.id;
}

function demoDoctor(name: string, mobileNumber: string, registrationNo: string) {
  return {
    doctorName: name,
    registrationNo,
    specialityId: 1,
    genderId: 2,
    designationId: 1,
    email: `${mobileNumber}@demo.invalid`,
    countryCode: '+91' as const,
    mobileNumber,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    cancerSubSpeciality: undefined,
    dateOfBirth: undefined,
    alternativeMobile: undefined,
    alternativeEmail: undefined,
  };
}

function demoHospital(name: string, districtId: number, city: string) {
  return {
    hospitalName: name,
    hospitalRegistrationNo: city === 'Surat' ? 'GJ-SUR-2019-0412' : 'GJ-AMD-2016-0187',
    hospitalType: 'Cancer' as const,
    serviceIds: [1, 2, 3],
    countryId: DEFAULT_COUNTRY_ID,
    stateId: DEFAULT_STATE_ID,
    districtId,
    city,
    addressLine1: undefined,
    pincode: city === 'Surat' ? '395001' : '380016',
    hospitalEmail: `care@${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '')}.example.in`,
    alternativeHospitalEmail: undefined,
    hospitalCountryCode: '+91' as const,
    hospitalMobileNumber: city === 'Surat' ? '9820000002' : '9820000001',
    landlineCode: undefined,
    landlineNumber: undefined,
    alternativeLandline: undefined,
  };
}

/**
 * The demo accounts of the README (password Demo@1234). Only ever called in demo mode; skips
 * itself when the super admin demo account already exists.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await findUserByMobile(db, '9000000001')) return false;
  await createPlainUser(db, {
    mobileNumber: '9000000001',
    password: DEMO_PASSWORD,
    firstName: 'Super',
    lastName: 'Admin',
    userType: 'super_admin',
  });

  const ahmedabad = await districtId(db, 'Ahmedabad');
  const surat = await districtId(db, 'Surat');
  const admin = await registerDoctor(
    db,
    {
      ...demoDoctor('Dr. Asha Mehta', '9000000002', 'GMC-10001'),
      isHospital: true,
      hospital: demoHospital('Demo Cancer Hospital', ahmedabad, 'Ahmedabad'),
    },
    'database',
    '127.0.0.1',
  );
  // The second doctor works in the first doctor's hospital.
  const colleague = await registerDoctor(
    db,
    { ...demoDoctor('Dr. Rohan Shah', '9000000003', 'GMC-10002'), genderId: 1, isHospital: false },
    'outside',
    '127.0.0.1',
  );
  await insertMembership(db, {
    hospitalId: admin.hospitalId!,
    doctorId: colleague.doctorId,
    role: 'doctor',
    status: 'active',
    joinedAt: new Date(),
  });
  await setCurrentHospital(db, colleague.doctorId, admin.hospitalId);
  await registerDoctor(
    db,
    {
      ...demoDoctor('Dr. Kiran Patel', '9000000004', 'GMC-10003'),
      genderId: 1,
      isHospital: true,
      hospital: demoHospital('Sunrise Oncology Clinic', surat, 'Surat'),
    },
    'database',
    '127.0.0.1',
  );
  await createPlainUser(db, {
    mobileNumber: '9000000005',
    password: DEMO_PASSWORD,
    firstName: 'Meena',
    lastName: 'Joshi',
    userType: 'patient',
  });

  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: 'Hospital 100',
      subscriptionType: 3,
      patientCount: 100,
      durationDays: 365,
      totalPaise: 1_000_000,
      description: '<p>100 patients for one year, OPD and IPD.</p>',
    })
    .onConflictDoNothing()
    .returning({ id: subscriptionPlans.id });
  const now = new Date();
  await db.insert(hospitalSubscriptions).values({
    hospitalId: admin.hospitalId!,
    planId: plan!.id,
    patientCount: 100,
    remainingCount: 100,
    activatedAt: now,
    deactivatesAt: new Date(now.getTime() + 365 * 24 * 3_600_000),
  });
  await seedDemoPatient(db, {
    hospitalId: admin.hospitalId!,
    doctor: colleague,
    districtId: ahmedabad,
  });
  await seedDemoOutcomes(db, { hospitalId: admin.hospitalId!, assignedBy: colleague.userId });
  // A diagnostic centre without a login of its own, so "Book specific investigations near you"
  // has a radiology and pathology clinic to show (services 7, 8 and 10 of the reference list).
  await insertHospital(
    db,
    {
      name: 'Navrang Diagnostic Centre',
      chiefAdminName: 'Chief Admin',
      hospitalType: 'Other',
      countryId: DEFAULT_COUNTRY_ID,
      stateId: DEFAULT_STATE_ID,
      districtId: await districtId(db, 'Vadodara'),
      city: 'Vadodara',
      addressLine1: '21 Alkapuri Main Road',
      pincode: '390007',
      email: 'bookings@navrang-diagnostics.example.in',
      mobileNumber: '9820000003',
      landlineCode: '0265',
      landlineNumber: '2330000003',
    },
    [7, 8, 10],
  );
  return true;
}

import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  type DoctorRegistration,
  type SessionResponse,
  type SessionUser,
  type UserType,
} from '@portal/shared';
import type { Database } from '../src/db/client';
import {
  auditLog,
  districts,
  hospitalSubscriptions,
  outbox,
  subscriptionPlans,
} from '../src/db/schema';
import { createPlainUser, registerDoctor } from '../src/modules/accounts/service';
import { insertMembership, setCurrentHospital } from '../src/modules/members/repository';
import { bindToHospital, insertPatient } from '../src/modules/patients/repository';
import { TEST_PASSWORD } from './helper';

let sequence = 0;

/** The contact form as a visitor from Ahmedabad fills it (districtId from gujaratDistrictId). */
export function enquiryBody(districtId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ravi Kumar',
    emailId: 'ravi@example.in',
    mobileNumber: '9812345678',
    countryId: 101,
    stateId: 12,
    districtId,
    city: 'Ahmedabad',
    purpose: 'Need support for cancer patient',
    description: 'My father needs guidance after surgery.',
    ...overrides,
  };
}

/**
 * A doctor's patient registration form as filled for a woman of 54 from Ahmedabad, with a fresh
 * mobile number (ids: gujaratDistrictId, masterId 'stage' and 'site', the consultant's doctorId).
 */
export function doctorPatientBody(
  ids: { districtId: number; doctorId: number; stageId: number; siteId: number },
  overrides: Record<string, unknown> = {},
) {
  return {
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    genderId: 2,
    age: 54,
    mobileNumber: nextMobile(),
    countryId: 101,
    stateId: 12,
    districtId: ids.districtId,
    city: 'Ahmedabad',
    pincode: '380015',
    address: '12 Satellite Road',
    consultantDoctorIds: [ids.doctorId],
    stageId: ids.stageId,
    siteId: ids.siteId,
    ...overrides,
  };
}

/** A fresh valid Indian mobile number for each call. */
export function nextMobile(): string {
  sequence += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

/**
 * A row of the patients table with only names, mobile and the required place, for tests that
 * write many patients straight to the database (the triggers give them their list terms).
 */
export function patientRow(districtId: number, names: { firstName: string; lastName: string }) {
  return {
    ...names,
    genderId: 1,
    age: 40,
    mobileNumber: nextMobile(),
    countryId: DEFAULT_COUNTRY_ID,
    stateId: DEFAULT_STATE_ID,
    districtId,
    city: 'Ahmedabad',
    pincode: '380001',
    address: 'Address',
    registerType: 'doctor',
  } as const;
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

/** A doctor registered without a hospital (no patients, no clinical rights). */
export async function createDoctorWithoutHospital(db: Database) {
  const { hospital: _hospital, ...rest } = doctorRegistrationBody(await gujaratDistrictId(db));
  const body = { ...rest, isHospital: false } as DoctorRegistration;
  const created = await registerDoctor(db, body, 'outside', '127.0.0.1');
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

/** A subscription plan (₹1,000 for 10 patients over 30 days unless told otherwise). */
export async function createPlan(
  db: Database,
  plan: Partial<typeof subscriptionPlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      name: `Plan ${randomUUID().slice(0, 8)}`,
      subscriptionType: 3,
      patientCount: 10,
      durationDays: 30,
      totalPaise: 100_000,
      description: '<p>Test plan</p>',
      ...plan,
    })
    .returning({ id: subscriptionPlans.id });
  return row!;
}

export async function giveSubscription(
  db: Database,
  hospitalId: number,
  remaining = 10,
  days = 30,
) {
  const plan = await createPlan(db, {
    name: `Plan ${hospitalId}-${Date.now() % 100000}`,
    patientCount: remaining,
    durationDays: days,
  });
  const now = new Date();
  await db.insert(hospitalSubscriptions).values({
    hospitalId,
    planId: plan.id,
    patientCount: remaining,
    remainingCount: remaining,
    activatedAt: new Date(now.getTime() - 60_000),
    deactivatesAt: new Date(now.getTime() + days * 86_400_000),
  });
}

/** The SMS bodies sent to a number, oldest first (the embedded SMS sender writes the outbox). */
export async function smsSentTo(db: Database, mobileNumber: string): Promise<string[]> {
  const rows = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, mobileNumber)))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.body);
}

/** The six-digit code of the newest SMS sent to a number. */
export async function latestOtpCode(db: Database, mobileNumber: string): Promise<string> {
  const bodies = await smsSentTo(db, mobileNumber);
  const code = bodies.at(-1)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${mobileNumber}`);
  return code;
}

/** A six-digit code that is certainly not the given one. */
export function otherCode(code: string, step = 1): string {
  return String((Number(code) + step) % 1_000_000).padStart(6, '0');
}

/** Audit lines, oldest first, optionally only of one action. */
export async function auditEntries(db: Database, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(asc(auditLog.id));
}

export interface ApiError {
  code: string;
  message: string;
  fieldErrors?: { path: string; message: string }[];
}

/** The `error` of an answer in the one error shape. */
export function errorOf(response: LightMyRequestResponse): ApiError {
  return response.json<{ error: ApiError }>().error;
}

/** The session user of a login or session answer. */
export function sessionUserOf(response: LightMyRequestResponse): SessionUser {
  return response.json<SessionResponse>().user;
}

/** The id of a master item by kind and name. */
export async function masterId(db: Database, kind: string, name: string): Promise<number> {
  const { masterItems } = await import('../src/db/schema');
  const [row] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, kind), eq(masterItems.name, name)));
  if (!row) throw new Error(`no ${kind} named ${name}`);
  return row.id;
}

/** A valid Aadhaar number (12 digits, Verhoeff check digit) from an 11-digit stem. */
export async function validAadhaar(stem = '23456789012'): Promise<string> {
  const { verhoeffCheckDigit } = await import('@portal/shared');
  return stem + verhoeffCheckDigit(stem);
}

/** Makes a doctor an active member of a hospital (and, when `workThere`, the one they work in). */
export async function joinHospital(
  db: Database,
  hospitalId: number,
  doctorId: number,
  workThere = true,
) {
  await insertMembership(db, {
    hospitalId,
    doctorId,
    role: 'doctor',
    status: 'active',
    joinedAt: new Date(),
  });
  if (workThere) await setCurrentHospital(db, doctorId, hospitalId);
}

/** A patient bound to a hospital, written straight to the database; with a login when asked. */
export async function createPatientOf(
  db: Database,
  hospitalId: number,
  options: { firstName?: string; withLogin?: boolean; isLoginActive?: boolean } = {},
) {
  const user = options.withLogin ? await createUser(db, 'patient') : undefined;
  if (user && options.isLoginActive === false) {
    const { users } = await import('../src/db/schema');
    await db.update(users).set({ isLoginActive: false }).where(eq(users.id, user.id));
  }
  const patient = await insertPatient(db, {
    userId: user?.id ?? null,
    firstName: options.firstName ?? 'Asha',
    lastName: 'Desai',
    genderId: 2,
    age: 50,
    mobileNumber: user?.mobileNumber ?? nextMobile(),
    countryId: DEFAULT_COUNTRY_ID,
    stateId: DEFAULT_STATE_ID,
    districtId: await gujaratDistrictId(db),
    city: 'Ahmedabad',
    pincode: '380015',
    address: '5 Relief Road',
    registerType: 'doctor',
  });
  await bindToHospital(db, patient.id, hospitalId, null);
  return { patientId: patient.id, mobileNumber: patient.mobileNumber, userId: user?.id ?? null };
}

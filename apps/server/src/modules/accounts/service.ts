import {
  DOCTOR_REGISTER_TYPES,
  languageOr,
  messages,
  permissionsFor,
  type DoctorRegistration,
  type SessionUser,
  type UserType,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, errors, isUniqueViolation, type FieldError } from '../../lib/errors';
import { hashChosenPassword, hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/repository';
import { insertMembership } from '../members/repository';
import { areaColumns, checkLocation, lookupsExist, placeColumns } from '../locations/repository';
import {
  claimRegistrationNo,
  findAccount,
  type Account,
  insertDoctor,
  insertHospital,
  insertUser,
  mobileNumberTaken,
  namesakeHospitalExists,
  registrationNoTaken,
} from './repository';

const namesakeFound = () =>
  new AppError(409, 'hospital_namesake', messages['hospital.namesake'], [
    { path: 'hospital.hospitalName', message: messages['hospital.namesake'] },
  ]);

const duplicateMobile = (path = 'mobileNumber') => errors.conflictOn('mobile.duplicate', path);

export async function isMobileNumberAvailable(
  db: Executor,
  mobileNumber: string,
): Promise<boolean> {
  return !(await mobileNumberTaken(db, mobileNumber));
}

/** Splits a doctor's name into the first and last names the header shows. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  const withoutTitle = parts.length > 1 && /^dr\.?$/i.test(parts[0]!) ? parts.slice(1) : parts;
  return { firstName: withoutTitle[0] ?? fullName, lastName: withoutTitle.slice(1).join(' ') };
}

/**
 * Registers a doctor and, for the hospital variant, their hospital; the doctor becomes its chief
 * admin. Every reference is checked on the server, and the unique mobile number decides races.
 */
export async function registerDoctor(
  db: Database,
  input: DoctorRegistration,
  registerType: keyof typeof DOCTOR_REGISTER_TYPES,
  ip: string,
) {
  const withHospital = DOCTOR_REGISTER_TYPES[registerType].withHospital;
  const hospital = withHospital ? input.hospital : undefined;
  if (withHospital && !hospital) {
    throw errors.invalidFields([
      { path: 'hospital.hospitalName', message: messages['hospital.nameRequired'] },
    ]);
  }

  const problems: FieldError[] = [];
  const lookups = await lookupsExist(db, {
    specialityId: input.specialityId,
    designationId: input.designationId,
    serviceIds: hospital?.serviceIds ?? [],
  });
  if (!lookups.speciality)
    problems.push({ path: 'specialityId', message: messages['doctor.specialityRequired'] });
  if (!lookups.designation)
    problems.push({ path: 'designationId', message: messages['doctor.designationRequired'] });
  if (!lookups.services)
    problems.push({ path: 'hospital.serviceIds', message: messages['hospital.serviceRequired'] });
  if (hospital) {
    for (const problem of await checkLocation(db, hospital)) {
      problems.push({ ...problem, path: `hospital.${problem.path}` });
    }
  }
  if (problems.length > 0) throw errors.invalidFields(problems);
  if (await mobileNumberTaken(db, input.mobileNumber)) throw duplicateMobile();
  if (await registrationNoTaken(db, input.registrationNo)) {
    throw errors.conflictOn('doctor.registrationNoTaken', 'registrationNo');
  }
  // One hospital registered twice splits its doctors and patients: a second one of the same name
  // in the district is registered only once the registrant says it is another hospital.
  if (
    hospital &&
    !hospital.otherThanNamesake &&
    (await namesakeHospitalExists(db, hospital.hospitalName, areaColumns(hospital)))
  ) {
    throw namesakeFound();
  }

  const passwordHash = await hashChosenPassword(input.password, 'password');
  const names = splitName(input.doctorName);
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimRegistrationNo(tx, input.registrationNo))) {
        throw errors.conflictOn('doctor.registrationNoTaken', 'registrationNo');
      }
      const user = await insertUser(tx, {
        mobileNumber: input.mobileNumber,
        passwordHash,
        firstName: names.firstName,
        lastName: names.lastName,
        email: input.email,
        userType: 'doctor',
      });
      const hospitalId = hospital
        ? await insertHospital(
            tx,
            {
              name: hospital.hospitalName,
              registrationNo: hospital.hospitalRegistrationNo ?? null,
              chiefAdminName: hospital.chiefAdmin ?? input.doctorName,
              hospitalType: hospital.hospitalType,
              ...placeColumns(hospital),
              city: hospital.city ?? null,
              addressLine1: hospital.addressLine1 ?? null,
              email: hospital.hospitalEmail ?? null,
              alternativeEmail: hospital.alternativeHospitalEmail ?? null,
              mobileCountryCode: hospital.hospitalCountryCode,
              mobileNumber: hospital.hospitalMobileNumber ?? null,
              landlineCode: hospital.landlineCode ?? null,
              landlineNumber: hospital.landlineNumber ?? null,
              alternativeLandline: hospital.alternativeLandline ?? null,
            },
            hospital.serviceIds,
          )
        : null;
      const doctorId = await insertDoctor(tx, {
        userId: user.id,
        currentHospitalId: hospitalId,
        name: input.doctorName,
        registrationNo: input.registrationNo,
        specialityId: input.specialityId,
        cancerSubSpeciality: input.cancerSubSpeciality ?? null,
        genderId: input.genderId,
        designationId: input.designationId,
        dateOfBirth: input.dateOfBirth ?? null,
        email: input.email,
        alternativeMobile: input.alternativeMobile ?? null,
        alternativeEmail: input.alternativeEmail ?? null,
      });
      // The doctor who registers a hospital is its chief admin.
      if (hospitalId !== null) {
        await insertMembership(tx, {
          hospitalId,
          doctorId,
          role: 'chief_admin',
          status: 'active',
          changedBy: user.id,
          joinedAt: new Date(),
        });
      }
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'account.doctor_registered',
        entity: 'doctor',
        entityId: doctorId,
        ip,
        detail: { hospitalId, registerType },
      });
      return { userId: user.id, doctorId, hospitalId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_number_unique')) throw duplicateMobile();
    throw error;
  }
}

/** Creates a user who is not a doctor (super admin, patient); used by the admin CLI and seeds. */
export async function createPlainUser(
  db: Executor,
  user: {
    mobileNumber: string;
    password: string;
    firstName: string;
    lastName?: string;
    userType: UserType;
    email?: string;
  },
) {
  if (await mobileNumberTaken(db, user.mobileNumber)) throw duplicateMobile();
  return insertUser(db, {
    mobileNumber: user.mobileNumber,
    passwordHash: await hashPassword(user.password),
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    email: user.email ?? null,
    userType: user.userType,
  });
}

/** Everything the header, route guard and server checks need to know about a logged-in user. */
export function toSessionUser(account: Account): SessionUser {
  const user = account;
  const userType = user.userType as UserType;
  const hospitalId = account.hospitalId ?? null;
  const isHospitalAdmin = account.memberRole === 'chief_admin';
  return {
    id: user.id,
    mobileNumber: user.mobileNumber,
    firstName: user.firstName,
    fullName: account.doctorName ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
    userType,
    isSuperAdmin: userType === 'super_admin',
    isHospitalAdmin,
    isLoginActive: user.isLoginActive,
    doctorId: account.doctorId ?? null,
    hospitalId,
    hospitalName: account.hospitalName ?? null,
    chiefAdminName: account.chiefAdminName ?? null,
    hasActiveSubscription: hospitalId !== null && account.activePacks > 0,
    remainingPatientQuota: hospitalId !== null ? account.remainingQuota : 0,
    permissions: permissionsFor({
      userType,
      isHospitalAdmin,
      hospitalId,
      isLoginActive: user.isLoginActive,
    }),
    twoFactorEnabled: account.twoFactorEnabled,
    language: languageOr(account.language, null),
  };
}

export async function loadSessionUser(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<SessionUser | null> {
  const account = await findAccount(db, userId, now);
  return account ? toSessionUser(account) : null;
}

import { maskAadhaar, type PatientRecord, type patientPersonFields } from '@portal/shared';
import type { z } from 'zod';
import { placeColumns } from '../locations/repository';
import type { NewPatient, PatientRow } from './repository';
import { statusInHospital } from './status';

/** A patient's own fields as the forms send them (registration and edit). */
export type PatientPerson = z.output<typeof patientPersonFields>;

/** The columns of the person's own fields (the Aadhaar columns are set by the caller). */
export function personColumns(
  input: Omit<PatientPerson, 'address'> & { address?: string | undefined },
): Omit<NewPatient, 'registerType'> {
  return {
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    genderId: input.genderId,
    dateOfBirth: input.dateOfBirth ?? null,
    age: input.age,
    email: input.emailId ?? null,
    countryCode: input.countryCode,
    mobileNumber: input.mobileNumber,
    alternativeMobileOne: input.alternativeMobileNumberOne ?? null,
    alternativeMobileTwo: input.alternativeMobileNumberTwo ?? null,
    ...placeColumns(input),
    city: input.city,
    // The self-registration form does not ask for an address.
    address: input.address ?? '',
  };
}

export function toPatientRecord(
  row: PatientRow & { followUpLost: boolean },
  consultantDoctorIds: number[],
): PatientRecord {
  return {
    patientId: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    genderId: row.genderId,
    dateOfBirth: row.dateOfBirth,
    age: row.age,
    emailId: row.email,
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    alternativeMobileNumberOne: row.alternativeMobileOne,
    alternativeMobileNumberTwo: row.alternativeMobileTwo,
    countryId: row.countryId,
    stateId: row.stateId,
    districtId: row.districtId,
    stateName: row.stateName,
    districtName: row.districtName,
    city: row.city,
    pincode: row.pincode,
    address: row.address,
    aadhaarMasked: maskAadhaar(row.aadhaarLast4),
    patientStatus: statusInHospital(row.status, row.followUpLost),
    patientType: row.patientType as PatientRecord['patientType'],
    registerType: row.registerType,
    stageId: row.stageId,
    siteId: row.siteId,
    subSiteId: row.subSiteId,
    lookingForId: row.lookingForId,
    consultantDoctorIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

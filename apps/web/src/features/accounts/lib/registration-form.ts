import type { DefaultValues, FieldPath } from 'react-hook-form';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ID,
  DEFAULT_DESIGNATION_ID,
  DEFAULT_STATE_ID,
  type DoctorRegistrationRequest,
} from '@portal/shared';
import { fieldNames } from '@/lib/apply-field-errors';

/** The form holds the request as typed (zod input); field names are the schema's own. */
export type RegistrationFormValues = DoctorRegistrationRequest;

export function registrationDefaults(withHospital: boolean): DefaultValues<RegistrationFormValues> {
  return {
    doctorName: '',
    registrationNo: '',
    specialityId: undefined,
    cancerSubSpeciality: '',
    genderId: undefined,
    designationId: DEFAULT_DESIGNATION_ID,
    dateOfBirth: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    mobileNumber: '',
    password: '',
    confirmPassword: '',
    alternativeMobile: '',
    alternativeEmail: '',
    isHospital: withHospital,
    hospital: withHospital
      ? {
          hospitalName: '',
          hospitalRegistrationNo: '',
          // Filled with the doctor's name when that is typed; the doctor may change it. Left
          // empty it stays undefined (not sent), and the server makes the doctor the chief admin.
          chiefAdmin: undefined,
          hospitalType: undefined,
          serviceIds: [],
          countryId: DEFAULT_COUNTRY_ID,
          // The spec's default state (Gujarat); the select shows it once the states load.
          stateId: DEFAULT_STATE_ID,
          districtId: undefined,
          // Typed instead where the country has no lists.
          stateName: '',
          districtName: '',
          city: '',
          addressLine1: '',
          pincode: '',
          hospitalEmail: '',
          alternativeHospitalEmail: '',
          hospitalCountryCode: DEFAULT_COUNTRY_CODE,
          hospitalMobileNumber: '',
          landlineCode: '',
          landlineNumber: '',
          alternativeLandline: '',
        }
      : undefined,
  };
}

/** Every input of the form, for matching the server's fieldErrors paths. */
export function registrationFieldNames(withHospital: boolean): FieldPath<RegistrationFormValues>[] {
  // isHospital (and an absent hospital block) have no input: their errors go to the toast.
  return fieldNames(registrationDefaults(withHospital)).filter(
    (name) => name !== 'isHospital' && name !== 'hospital',
  ) as FieldPath<RegistrationFormValues>[];
}

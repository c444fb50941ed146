import type { DefaultValues, FieldPath } from 'react-hook-form';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  type DoctorPatientRequest,
  type PatientRecord,
  type SelfRegisterType,
  type SelfRegistrationRequest,
} from '@portal/shared';
import { fieldNames } from '@/lib/apply-field-errors';

/** The forms hold the requests as typed (zod input); field names are the schemas' own. */
export type DoctorPatientFormValues = DoctorPatientRequest;
export type SelfRegistrationFormValues = SelfRegistrationRequest;
const personDefaults = {
  firstName: '',
  middleName: '',
  lastName: '',
  genderId: undefined,
  dateOfBirth: '',
  age: undefined,
  emailId: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  mobileNumber: '',
  alternativeMobileNumberOne: '',
  alternativeMobileNumberTwo: '',
  countryId: DEFAULT_COUNTRY_ID,
  // The spec's default state (Gujarat); the select shows it once the states load.
  stateId: DEFAULT_STATE_ID,
  districtId: undefined,
  // Typed instead where the country has no lists.
  stateName: '',
  districtName: '',
  city: '',
  pincode: '',
  address: '',
  aadhaarNumber: '',
} satisfies DefaultValues<DoctorPatientFormValues>;

/** The person's fields, the same in both forms; the shared sections read these names. */
export type PersonFormValues = Pick<DoctorPatientFormValues, keyof typeof personDefaults>;

/** The schema's literal `true` is what a submit needs; the form starts unticked. */
const NOT_YET_ACCEPTED = false as unknown as true;

export function doctorPatientDefaults(): DefaultValues<DoctorPatientFormValues> {
  return {
    ...personDefaults,
    consultantDoctorIds: [],
    stageId: undefined,
    siteId: undefined,
    subSiteId: null,
    lookingForId: null,
  };
}

/** A stored record as the doctor's form values; the Aadhaar field starts empty (only masked here). */
export function doctorPatientValuesOf(
  record: PatientRecord,
): DefaultValues<DoctorPatientFormValues> {
  return {
    firstName: record.firstName,
    middleName: record.middleName ?? '',
    lastName: record.lastName,
    genderId: record.genderId === 1 || record.genderId === 2 ? record.genderId : undefined,
    dateOfBirth: record.dateOfBirth ?? '',
    age: record.age,
    emailId: record.emailId ?? '',
    countryCode: DEFAULT_COUNTRY_CODE,
    mobileNumber: record.mobileNumber,
    alternativeMobileNumberOne: record.alternativeMobileNumberOne ?? '',
    alternativeMobileNumberTwo: record.alternativeMobileNumberTwo ?? '',
    countryId: record.countryId,
    stateId: record.stateId,
    districtId: record.districtId,
    stateName: record.stateName ?? '',
    districtName: record.districtName ?? '',
    city: record.city,
    pincode: record.pincode,
    address: record.address,
    aadhaarNumber: '',
    consultantDoctorIds: record.consultantDoctorIds,
    stageId: record.stageId ?? undefined,
    siteId: record.siteId ?? undefined,
    subSiteId: record.subSiteId,
    lookingForId: record.lookingForId,
  };
}

/** People from the patients' programme pages are most likely patients; the others normal persons. */
export function selfRegistrationDefaults(
  registerType: SelfRegisterType,
  patientType: 'patient' | 'guest',
): DefaultValues<SelfRegistrationFormValues> {
  return {
    ...personDefaults,
    registerType,
    patientType,
    password: '',
    confirmPassword: '',
    // Unticked: the Submit button stays disabled until the person accepts.
    termsAccepted: NOT_YET_ACCEPTED,
    siteId: null,
    otherCancerSubsite: '',
    lookingForId: null,
    stageId: null,
    treatmentHistoryIds: [],
    clinicIds: [],
    couponCode: '',
    // Read only for a programme sold by the month (personal assistance): one month to start.
    months: 1,
  };
}

export const doctorPatientFieldNames = fieldNames(
  doctorPatientDefaults(),
) as FieldPath<DoctorPatientFormValues>[];

export const selfRegistrationFieldNames = fieldNames(
  selfRegistrationDefaults('self-screening', 'guest'),
).filter((name) => name !== 'registerType') as FieldPath<SelfRegistrationFormValues>[];

import type { PatientRecord } from '@portal/shared';

/**
 * A patient's record as the API answers it: Meera Shah, 52, alive, of Ahmedabad, registered by
 * a doctor, with no cancer details or consultants unless given.
 */
export function patientRecordOf(more: Partial<PatientRecord> = {}): PatientRecord {
  return {
    patientId: 41,
    firstName: 'Meera',
    middleName: null,
    lastName: 'Shah',
    genderId: 2,
    dateOfBirth: null,
    age: 52,
    emailId: 'meera@example.in',
    countryCode: '+91',
    mobileNumber: '9123456780',
    alternativeMobileNumberOne: null,
    alternativeMobileNumberTwo: null,
    countryId: 101,
    stateId: 12,
    districtId: 7,
    stateName: null,
    districtName: null,
    city: 'Ahmedabad',
    pincode: '380001',
    address: '12 Relief Road',
    aadhaarMasked: null,
    patientStatus: 1,
    patientType: 'patient',
    registerType: 'doctor',
    stageId: null,
    siteId: null,
    subSiteId: null,
    lookingForId: null,
    consultantDoctorIds: [],
    updatedAt: '2026-11-20T06:00:00.000Z',
    ...more,
  };
}

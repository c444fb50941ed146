import { SYSTEM } from './codes';
import { compact, fhirResource, resourceIds, type ExportPatient, type FhirResource } from './types';

/** The system of a hospital's own patient numbers (the portal's patient id, as it shows them). */
export const patientIdentifierSystem = (hospitalId: number) =>
  `urn:portal:hospital:${hospitalId}:patient-id`;

const phone = (countryCode: string, number: string, rank: number) => ({
  system: 'phone',
  value: `${countryCode}${number}`,
  use: 'mobile',
  rank,
});

/**
 * The Patient: names, gender, birth date, district, state and country, phones and e-mail, and
 * the hospital's patient number. Nothing of the Aadhaar is exported (ExportPatient has none).
 */
export function buildPatient(patient: ExportPatient): FhirResource {
  const mobiles = [patient.mobileNumber, patient.alternativeMobileOne, patient.alternativeMobileTwo]
    .filter((number): number is string => Boolean(number))
    .map((number, index) => phone(patient.countryCode, number, index + 1));
  const address = compact({
    use: 'home',
    district: patient.districtName,
    state: patient.stateName,
    country: patient.countryName,
  });
  return fhirResource({
    resourceType: 'Patient',
    id: resourceIds(patient.id).patient,
    identifier: [
      {
        use: 'usual',
        type: {
          coding: [{ system: SYSTEM.identifierType, code: 'MR', display: 'Medical record number' }],
        },
        system: patientIdentifierSystem(patient.hospitalId),
        value: String(patient.id),
      },
    ],
    name: [
      compact({
        use: 'official',
        family: patient.lastName,
        given: [patient.firstName, patient.middleName].filter((name): name is string =>
          Boolean(name),
        ),
      }),
    ],
    telecom: [
      ...mobiles,
      ...(patient.email ? [{ system: 'email', value: patient.email, use: 'home' }] : []),
    ],
    gender: patient.genderId === 1 ? 'male' : patient.genderId === 2 ? 'female' : 'unknown',
    birthDate: patient.dateOfBirth,
    deceasedBoolean: patient.deceased ? true : undefined,
    address: Object.keys(address).length > 1 ? [address] : [],
  });
}

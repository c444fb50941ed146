import { expect, type APIRequestContext } from '@playwright/test';
import { freshMobile } from './support';

const writeHeaders = { 'x-portal-request': '1' };

/** Registers a doctor with a hospital through the API, for flows that start from an existing account. */
export async function registerDoctorThroughApi(request: APIRequestContext, password: string) {
  const districts = (await (await request.get('/api/v1/locations/states/12/districts')).json()) as {
    id: number;
    name: string;
  }[];
  const ahmedabad = districts.find((district) => district.name === 'Ahmedabad');
  const mobileNumber = freshMobile();
  const response = await request.post('/api/v1/accounts/doctors?registerType=database', {
    headers: writeHeaders,
    data: {
      doctorName: 'Dr. Flow Tester',
      registrationNo: `E2E-${mobileNumber}`,
      specialityId: 1,
      genderId: 2,
      designationId: 1,
      email: `flow${mobileNumber}@example.in`,
      countryCode: '+91',
      mobileNumber,
      password,
      confirmPassword: password,
      isHospital: true,
      hospital: {
        hospitalName: `Flow Hospital ${mobileNumber}`,
        chiefAdmin: 'Chief Admin',
        hospitalType: 'Cancer',
        serviceIds: [1],
        countryId: 101,
        stateId: 12,
        districtId: ahmedabad?.id,
        pincode: '380001',
        hospitalCountryCode: '+91',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return mobileNumber;
}

import { useMutation } from '@tanstack/react-query';
import { patientLookupResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Exact mobile number or e-mail; a POST so the search stays out of URLs and logs. */
export const lookupDoctorPatient = (searchBy: string) =>
  api.post('/patients/lookup', { body: { searchBy }, schema: patientLookupResponse });

export function useLookupDoctorPatient() {
  return useMutation({ mutationFn: lookupDoctorPatient });
}

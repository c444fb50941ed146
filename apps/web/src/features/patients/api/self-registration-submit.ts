import { useMutation } from '@tanstack/react-query';
import { patientSummary, type SelfRegistration } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Public. 201 with the summary to show; 400 for an invalid coupon code; 409 for a taken mobile. */
export const submitSelfRegistration = (data: SelfRegistration) =>
  api.post('/patients/self-registration', { body: data, schema: patientSummary });

export function useSubmitSelfRegistration() {
  return useMutation({ mutationFn: submitSelfRegistration });
}

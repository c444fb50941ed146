import { useMutation } from '@tanstack/react-query';
import { mobileAvailabilityResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** A POST so the number stays out of URLs and logs; covers logins and patient records. */
export const checkRegistrationMobile = (mobileNumber: string) =>
  api.post('/accounts/mobile-availability', {
    body: { mobileNumber },
    schema: mobileAvailabilityResponse,
  });

export function useCheckRegistrationMobile() {
  return useMutation({ mutationFn: checkRegistrationMobile });
}

import { useMutation } from '@tanstack/react-query';
import { mobileAvailabilityResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** A POST so the number stays out of URLs and logs; answers { available }. */
export const checkMobileAvailability = (mobileNumber: string) =>
  api.post('/accounts/mobile-availability', {
    body: { mobileNumber },
    schema: mobileAvailabilityResponse,
  });

export function useCheckMobileAvailability() {
  return useMutation({ mutationFn: checkMobileAvailability });
}

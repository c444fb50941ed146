import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mobileChangeResponse,
  type MobileChangeCodeRequest,
  type MobileChangeRequest,
  messageResponse,
} from '@portal/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** Sends a code to the new number once the password is right (400 on the password, 409 taken). */
export const requestMobileChangeCode = (body: MobileChangeCodeRequest) =>
  api.post('/account/mobile-number/code', { body, schema: messageResponse });

export function useRequestMobileChangeCode() {
  return useMutation({ mutationFn: requestMobileChangeCode });
}

/** The code confirms the change; the answer is the session with the new number. */
export const confirmMobileChange = (body: MobileChangeRequest) =>
  api.post('/account/mobile-number', { body, schema: mobileChangeResponse });

export function useConfirmMobileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMobileChange,
    onSuccess: ({ user, demoMode, twoFactorEnrolmentRequired }) =>
      startSession(queryClient, { user, demoMode, twoFactorEnrolmentRequired }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesResponse,
  twoFactorEnrolment,
  twoFactorStatus,
  type ConfirmTwoFactorRequest,
  type DisableTwoFactorRequest,
  type RegenerateRecoveryCodesRequest,
  messageResponse,
} from '@portal/shared';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

export const twoFactorKey = ['auth', 'two-factor'] as const;

export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: twoFactorKey,
  queryFn: ({ signal }) => api.get('/auth/two-factor', { schema: twoFactorStatus, signal }),
  staleTime: 0,
});

/** GET /auth/two-factor: on or off, recovery codes left, whether the person may set it up. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions);
}

/** After a change the status and the session (twoFactorEnabled, the production rule) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

/** POST /auth/two-factor/enrolment: a new secret for the app (403 for non-administrators). */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => api.post('/auth/two-factor/enrolment', { schema: twoFactorEnrolment }),
  });
}

/** POST /auth/two-factor/enrolment/confirm: the first code; answers the recovery codes once. */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorRequest) =>
      api.post('/auth/two-factor/enrolment/confirm', { body, schema: recoveryCodesResponse }),
  });
}

/** POST /auth/two-factor/recovery-codes: new codes for a code of the app. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (body: RegenerateRecoveryCodesRequest) =>
      api.post('/auth/two-factor/recovery-codes', { body, schema: recoveryCodesResponse }),
  });
}

/** POST /auth/two-factor/disable: the password and a code (of the app, or a recovery code). */
export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DisableTwoFactorRequest) =>
      api.post('/auth/two-factor/disable', { body, schema: messageResponse }),
    onSuccess: refresh,
  });
}

/** Reads the status and the session again (after the recovery codes were shown and saved). */
export function useRefreshTwoFactor() {
  return useRefresh();
}

import { useMutation } from '@tanstack/react-query';
import type {
  LoginRequest,
  TwoFactorLoginRequest,
  TwoFactorRecoveryLoginRequest,
} from '@portal/shared';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schemas';

// The login forms are in the entry's graph (the header's quick sign-in): schemas are lazy.

/**
 * POST /auth/login: a session, or (two-factor on) the challenge of the second step;
 * 401 invalid_credentials, 429 rate_limited.
 */
export const login = (body: LoginRequest) =>
  api.post('/auth/login', { body, schema: lazySchema('loginResponse') });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * The second step: the app's code or a recovery code with the challenge. 400 with a field error
 * for a wrong code, 400 two_factor_challenge_expired (start again), 429 rate_limited.
 */
export function useSecondStep() {
  return useMutation({
    mutationFn: (
      body:
        | ({ kind: 'code' } & TwoFactorLoginRequest)
        | ({ kind: 'recovery' } & TwoFactorRecoveryLoginRequest),
    ) => {
      const { kind, ...rest } = body;
      return kind === 'code'
        ? api.post('/auth/two-factor/login', { body: rest, schema: lazySchema('sessionResponse') })
        : api.post('/auth/two-factor/login/recovery-code', {
            body: rest,
            schema: lazySchema('sessionResponse'),
          });
    },
  });
}

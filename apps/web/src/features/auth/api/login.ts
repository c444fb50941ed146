import { useMutation } from '@tanstack/react-query';
import { sessionResponse, type LoginRequest } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /auth/login: 401 invalid_credentials, 429 rate_limited. */
export const login = (body: LoginRequest) =>
  api.post('/auth/login', { body, schema: sessionResponse });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

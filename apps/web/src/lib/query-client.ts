import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionEnded } from './api-client';

export interface QueryClientHandlers {
  /** A call answered 401 'unauthenticated': the session expired or was revoked. */
  onSessionEnded: () => void;
  /** A call answered 403 'two_factor_enrolment_required' (production, super admin). */
  onTwoFactorEnrolmentRequired?: () => void;
}

export function createQueryClient(handlers: QueryClientHandlers): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) handlers.onSessionEnded();
    else if (isApiError(error) && error.code === 'two_factor_enrolment_required')
      handlers.onTwoFactorEnrolmentRequired?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

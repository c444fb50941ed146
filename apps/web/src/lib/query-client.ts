import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isHospitalChanged, isSessionEnded } from './api-client';

export interface QueryClientHandlers {
  /**
   * A call answered 401 'unauthenticated': the session expired or was revoked. `during` says
   * whether a save found out (a mutation: the page may hold typed work) or a read.
   */
  onSessionEnded: (during: 'save' | 'read') => void;
  /** A call answered 403 'two_factor_enrolment_required' (production, super admin). */
  onTwoFactorEnrolmentRequired?: () => void;
  /**
   * A call answered 403 'forbidden': what the person may do changed since the session was read
   * (removed from the hospital, the chief admin role handed over), or the page asked too much.
   */
  onForbidden?: () => void;
  /**
   * A call answered 409 'hospital_changed': another window changed the hospital the doctor
   * works in, and this page was drawn for the old one.
   */
  onHospitalChanged?: () => void;
}

export function createQueryClient(handlers: QueryClientHandlers): QueryClient {
  const onErrorOf = (during: 'save' | 'read') => (error: unknown) => {
    if (isSessionEnded(error)) handlers.onSessionEnded(during);
    else if (isApiError(error) && error.code === 'two_factor_enrolment_required')
      handlers.onTwoFactorEnrolmentRequired?.();
    else if (isApiError(error) && error.status === 403 && error.code === 'forbidden')
      handlers.onForbidden?.();
    else if (isHospitalChanged(error)) handlers.onHospitalChanged?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: onErrorOf('read') }),
    mutationCache: new MutationCache({ onError: onErrorOf('save') }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      // A save is sent at once, even when the browser thinks it is offline: it fails with the
      // network message and the form keeps what was typed. (React Query's default holds it
      // back, with the button spinning and nothing said, and sends it by itself when the
      // connection returns, long after the person may have pressed again or left.)
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

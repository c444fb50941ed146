import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownMemberships } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useSessionUser, useSigningOut } from '@/lib/session';

export const ownMembershipsQueryKey = ['members', 'own'] as const;

/** The logged-in doctor's hospitals: joined, invited to and asked to join, and the current one. */
export const getOwnMemberships = (signal?: AbortSignal) =>
  api.get('/me/hospitals', { schema: ownMemberships, signal });

export const ownMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: ownMembershipsQueryKey,
    queryFn: ({ signal }) => getOwnMemberships(signal),
  });

/**
 * Only doctors have memberships: for anyone else the query does not run. Nor once the session
 * has ended or while it is ending: a banner or switcher whose code arrives just after or during
 * a logout would otherwise mount in the screen being left and ask without a session (a 401).
 */
export function useOwnMemberships(enabled = true) {
  const signedIn = useSessionUser() !== null;
  const signingOut = useSigningOut();
  return useQuery({ ...ownMembershipsQueryOptions(), enabled: enabled && signedIn && !signingOut });
}

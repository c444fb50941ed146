import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownMemberships } from '@portal/shared';
import { api } from '@/lib/api-client';

export const ownMembershipsQueryKey = ['members', 'own'] as const;

/** The logged-in doctor's hospitals: joined, invited to and asked to join, and the current one. */
export const getOwnMemberships = (signal?: AbortSignal) =>
  api.get('/me/hospitals', { schema: ownMemberships, signal });

export const ownMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: ownMembershipsQueryKey,
    queryFn: ({ signal }) => getOwnMemberships(signal),
  });

/** Only doctors have memberships: for anyone else the query does not run. */
export function useOwnMemberships(enabled = true) {
  return useQuery({ ...ownMembershipsQueryOptions(), enabled });
}

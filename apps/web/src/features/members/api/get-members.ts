import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalMemberList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const membersQueryKey = ['members', 'hospital'] as const;

/** Chief admin: the doctors of the session's hospital, active, invited and asking to join. */
export const getMembers = (signal?: AbortSignal) =>
  api.get('/hospital/members', { schema: hospitalMemberList, signal });

export const membersQueryOptions = () =>
  queryOptions({ queryKey: membersQueryKey, queryFn: ({ signal }) => getMembers(signal) });

export function useMembers() {
  return useQuery(membersQueryOptions());
}

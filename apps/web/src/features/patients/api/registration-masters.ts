import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterItemList, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Public reference data for the registration forms: one master list (sub sites of a site). */
export const getRegistrationMasters = (
  kind: MasterKind,
  parentId: number | null,
  signal?: AbortSignal,
) => api.get(`/masters/${kind}`, { query: { parentId }, schema: masterItemList, signal });

export const registrationMastersQueryOptions = (kind: MasterKind, parentId: number | null) =>
  queryOptions({
    queryKey: ['masters', kind, 'list', { parentId }],
    queryFn: ({ signal }) => getRegistrationMasters(kind, parentId, signal),
    staleTime: 60_000,
  });

export function useRegistrationMasters(
  kind: MasterKind,
  parentId: number | null = null,
  enabled = true,
) {
  return useQuery({ ...registrationMastersQueryOptions(kind, parentId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterItemList, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Public reference data: every entry of one master list, in the list's order. */
export const getMasterItems = (kind: MasterKind, signal?: AbortSignal) =>
  api.get(`/masters/${kind}`, { schema: masterItemList, signal });

export const masterItemsQueryKey = (kind: MasterKind) => ['masters', kind] as const;

export const masterItemsQueryOptions = (kind: MasterKind) =>
  queryOptions({
    queryKey: [...masterItemsQueryKey(kind), 'list'],
    queryFn: ({ signal }) => getMasterItems(kind, signal),
    staleTime: 30_000,
  });

export function useMasterItems(kind: MasterKind, enabled = true) {
  return useQuery({ ...masterItemsQueryOptions(kind), enabled });
}

import { queryOptions } from '@tanstack/react-query';
import { masterItem, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';
import { masterKeys } from '@/lib/master-list';

/** One entry, read afresh when the super admin opens it for editing. */
export const getMasterItem = (kind: MasterKind, id: number, signal?: AbortSignal) =>
  api.get(`/masters/${kind}/${id}`, { schema: masterItem, signal });

export const masterItemQueryOptions = (kind: MasterKind, id: number) =>
  queryOptions({
    queryKey: [...masterKeys.kind(kind), 'item', id],
    queryFn: ({ signal }) => getMasterItem(kind, id, signal),
    staleTime: 0,
  });

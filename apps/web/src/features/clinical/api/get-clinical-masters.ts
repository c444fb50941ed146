import { useQuery } from '@tanstack/react-query';
import { masterItemList, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';

/** A clinical master list (primary site, pT, ...); sub sites by their primary site. */
export const getClinicalMaster = (kind: MasterKind, parentId?: number, signal?: AbortSignal) =>
  api.get(`/masters/${kind}`, { schema: masterItemList, query: { parentId }, signal });

export function useClinicalMaster(kind: MasterKind, parentId?: number | null, enabled = true) {
  return useQuery({
    queryKey: ['masters', kind, 'list', parentId ?? null] as const,
    queryFn: ({ signal }) => getClinicalMaster(kind, parentId ?? undefined, signal),
    enabled,
    // Reference data: changes only when the super admin edits a list.
    staleTime: 5 * 60_000,
  });
}

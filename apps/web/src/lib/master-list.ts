import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterItemList, type MasterKind } from '@portal/shared';
import { api } from './api-client';

/**
 * The cache keys of the master lists (public reference data). A change by the super admin
 * refreshes masterKeys.kind(kind); every screen reads a list through useMasterList, so the
 * admin screen and the forms that select from it share one cache.
 */
export const masterKeys = {
  /** Every list: renaming an item also renames it as the parent its children show. */
  all: () => ['masters'] as const,
  kind: (kind: MasterKind) => ['masters', kind] as const,
  list: (kind: MasterKind, parentId: number | null) => ['masters', kind, 'list', parentId] as const,
};

/** Every entry of one master list, in its order; with a parent, only that parent's entries. */
export const getMasterList = (kind: MasterKind, parentId: number | null, signal?: AbortSignal) =>
  api.get(`/masters/${kind}`, {
    query: { parentId: parentId ?? undefined },
    schema: masterItemList,
    signal,
  });

export const masterListQueryOptions = (kind: MasterKind, parentId: number | null = null) =>
  queryOptions({
    queryKey: masterKeys.list(kind, parentId),
    queryFn: ({ signal }) => getMasterList(kind, parentId, signal),
    // Reference data changes only when the super admin edits a list (which refreshes it).
    staleTime: 60_000,
  });

interface MasterListOptions {
  /** Only this parent's entries (sub sites of a site, activities of a heading). */
  parentId?: number | null;
  enabled?: boolean;
}

export function useMasterList(
  kind: MasterKind,
  { parentId = null, enabled = true }: MasterListOptions = {},
) {
  return useQuery({ ...masterListQueryOptions(kind, parentId), enabled });
}

/**
 * The entries a form offers: the list without those the super admin retired, except the ones the
 * record holds already (it keeps showing them, and saving it again keeps them).
 */
export function offeredItems<Item extends { id: number; retired?: boolean }>(
  items: readonly Item[] | undefined,
  held: number | null | undefined | readonly (number | null | undefined)[],
): Item[] {
  const keep = new Set(Array.isArray(held) ? held : [held]);
  return (items ?? []).filter((item) => !item.retired || keep.has(item.id));
}

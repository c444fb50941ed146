import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterItemList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The master lists the questionnaire form selects from (public reference data). */
export type OutcomeMasterKind = 'treatment' | 'current_issue' | 'outcome_category';

export const getOutcomeMaster = (kind: OutcomeMasterKind, signal?: AbortSignal) =>
  api.get(`/masters/${kind}`, { schema: masterItemList, signal });

export const outcomeMasterQueryOptions = (kind: OutcomeMasterKind) =>
  queryOptions({
    queryKey: ['masters', kind, 'list'],
    queryFn: ({ signal }) => getOutcomeMaster(kind, signal),
    staleTime: 60_000,
  });

export function useOutcomeMaster(kind: OutcomeMasterKind) {
  return useQuery(outcomeMasterQueryOptions(kind));
}

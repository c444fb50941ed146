import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeAssignmentList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const myOutcomesKey = ['outcomes', 'me'] as const;

/** The questionnaires assigned to the logged-in patient, with their attempt counts. */
export const getMyAssignments = (signal?: AbortSignal) =>
  api.get('/me/outcome-assignments', { schema: outcomeAssignmentList, signal });

export const myAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...myOutcomesKey, 'assignments'],
    queryFn: ({ signal }) => getMyAssignments(signal),
  });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}

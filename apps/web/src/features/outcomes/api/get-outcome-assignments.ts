import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeAssignmentList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The questionnaires this hospital assigned to a patient. */
export const getOutcomeAssignments = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/outcome-assignments`, { schema: outcomeAssignmentList, signal });

export const outcomeAssignmentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: [...patientKeys.outcomes(patientId), 'assignments'],
    queryFn: ({ signal }) => getOutcomeAssignments(patientId, signal),
  });

export function useOutcomeAssignments(patientId: number) {
  return useQuery(outcomeAssignmentsQueryOptions(patientId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeResults } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** A patient's results of one category: attempts, answers per question, last attempted. */
export const getOutcomeResults = (patientId: number, categoryId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/outcome-results`, {
    query: { categoryId },
    schema: outcomeResults,
    signal,
  });

export const outcomeResultsQueryOptions = (patientId: number, categoryId: number) =>
  queryOptions({
    queryKey: [...patientKeys.outcomes(patientId), 'results', categoryId],
    queryFn: ({ signal }) => getOutcomeResults(patientId, categoryId, signal),
  });

export function useOutcomeResults(patientId: number, categoryId: number | null) {
  return useQuery({
    ...outcomeResultsQueryOptions(patientId, categoryId ?? 0),
    enabled: categoryId !== null,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeResults } from '@portal/shared';
import { api } from '@/lib/api-client';
import { myOutcomesKey } from './get-my-assignments';

/** The logged-in patient's own results of an assigned questionnaire. */
export const getMyResults = (categoryId: number, signal?: AbortSignal) =>
  api.get('/me/outcome-results', { query: { categoryId }, schema: outcomeResults, signal });

export const myResultsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: [...myOutcomesKey, 'results', categoryId],
    queryFn: ({ signal }) => getMyResults(categoryId, signal),
  });

export function useMyResults(categoryId: number | null) {
  return useQuery({ ...myResultsQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeScaleList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Every questionnaire's scales: a save or a delete refreshes them all. */
export const outcomeScalesKey = ['outcomes', 'scales'] as const;

/** A questionnaire's scales, with their names in every language (the super admin's list). */
export const getOutcomeScales = (categoryId: number, signal?: AbortSignal) =>
  api.get('/masters/outcome-scales', { query: { categoryId }, schema: outcomeScaleList, signal });

export const outcomeScalesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: [...outcomeScalesKey, categoryId],
    queryFn: ({ signal }) => getOutcomeScales(categoryId, signal),
  });

export function useOutcomeScales(categoryId: number) {
  return useQuery(outcomeScalesQueryOptions(categoryId));
}

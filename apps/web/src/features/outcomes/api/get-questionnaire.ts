import { queryOptions, useQuery } from '@tanstack/react-query';
import { outcomeQuestionnaire } from '@portal/shared';
import { api } from '@/lib/api-client';

/** A category's questions, each with its choices in order (seed: getallfunctionaloutcomeformByCategoryId). */
export const getQuestionnaire = (categoryId: number, signal?: AbortSignal) =>
  api.get(`/outcome-categories/${categoryId}/questions`, { schema: outcomeQuestionnaire, signal });

export const questionnaireQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['outcomes', 'questionnaire', categoryId],
    queryFn: ({ signal }) => getQuestionnaire(categoryId, signal),
    staleTime: 60_000,
  });

export function useQuestionnaire(categoryId: number | null) {
  return useQuery({ ...questionnaireQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}

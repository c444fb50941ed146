import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterItemList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Appointment headings (public reference data). */
export const getHeadings = (signal?: AbortSignal) =>
  api.get('/masters/todo_heading', { schema: masterItemList, signal });

/** The activities of one heading. */
export const getActivities = (headingId: number, signal?: AbortSignal) =>
  api.get('/masters/todo_activity', {
    query: { parentId: headingId },
    schema: masterItemList,
    signal,
  });

export function useHeadings() {
  return useQuery(
    queryOptions({
      queryKey: ['masters', 'todo_heading', 'list'],
      queryFn: ({ signal }) => getHeadings(signal),
      staleTime: 60_000,
    }),
  );
}

/** The activity list follows the chosen heading; nothing is asked before one is chosen. */
export function useActivities(headingId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['masters', 'todo_activity', 'list', headingId],
      queryFn: ({ signal }) => getActivities(headingId!, signal),
      enabled: headingId !== null,
      staleTime: 60_000,
    }),
  );
}

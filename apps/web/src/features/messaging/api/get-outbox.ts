import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxPage, PAGE_SIZE } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin, demo mode only (404 otherwise). Server-paged, newest first. */
export const getOutbox = (page: number, signal?: AbortSignal) =>
  api.get('/messaging/outbox', {
    query: { page, pageSize: PAGE_SIZE },
    schema: outboxPage,
    signal,
  });

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['messaging', 'outbox', page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useOutbox(page: number) {
  return useQuery(outboxQueryOptions(page));
}

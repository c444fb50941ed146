import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxPage, PAGE_SIZE, type OutboxPage } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin only, in every mode (bodies masked outside demo mode). Server-paged, newest first. */
export const getOutbox = (page: number, signal?: AbortSignal) =>
  api.get('/messaging/outbox', {
    query: { page, pageSize: PAGE_SIZE },
    schema: outboxPage,
    signal,
  });

/** How often the screen looks again while a message on it may still move on. */
export const OUTBOX_REFRESH_MS = 3_000;

/**
 * Queued, sending and sent messages move on by themselves (a delivery report makes a sent one
 * delivered or failed), so the screen follows them while it shows one, and rests otherwise.
 */
export function outboxRefreshInterval(data: OutboxPage | undefined): number | false {
  const moving = data?.data.some((message) =>
    ['queued', 'sending', 'sent'].includes(message.status),
  );
  return moving ? OUTBOX_REFRESH_MS : false;
}

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['messaging', 'outbox', page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: (query) => outboxRefreshInterval(query.state.data),
  });

export function useOutbox(page: number) {
  return useQuery(outboxQueryOptions(page));
}

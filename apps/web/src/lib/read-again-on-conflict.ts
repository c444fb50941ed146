import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * After a save refused because the record was saved again since the form read it (409
 * `conflict`): the record read afresh, into the page's reading too (so the page shows it while
 * the form keeps what was typed). Null for any other refusal, or when it cannot be read.
 */
export async function readAgainOnConflict<T, Key extends QueryKey>(
  queryClient: QueryClient,
  error: unknown,
  reading: FetchQueryOptions<T, Error, T, Key>,
): Promise<T | null> {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'conflict') return null;
  return queryClient.fetchQuery({ ...reading, staleTime: 0 }).catch(() => null);
}

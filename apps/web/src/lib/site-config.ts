/** Public settings of the deployment (home video, office map): read by several features. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schemas';

export const getSiteConfig = (signal?: AbortSignal) =>
  api.get('/content/site-config', { schema: lazySchema('siteConfig'), signal });

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    // Set by the server's environment: it changes only when the server restarts.
    staleTime: 60 * 60_000,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

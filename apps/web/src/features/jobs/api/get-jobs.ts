import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobStatusList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin: every background job's last run and failures. */
export const getJobs = (signal?: AbortSignal) =>
  api.get('/admin/jobs', { schema: jobStatusList, signal });

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'jobs'],
    queryFn: ({ signal }) => getJobs(signal),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}

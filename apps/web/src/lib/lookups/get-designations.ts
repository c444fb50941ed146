import { queryOptions } from '@tanstack/react-query';
import { namedList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getDesignations = (signal?: AbortSignal) =>
  api.get('/locations/designations', { schema: namedList, signal });

export const designationsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'designations'],
    queryFn: ({ signal }) => getDesignations(signal),
    staleTime: Infinity,
  });

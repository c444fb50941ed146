import { queryOptions } from '@tanstack/react-query';
import { placeList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getDesignations = (signal?: AbortSignal) =>
  api.get('/locations/designations', { schema: placeList, signal });

export const designationsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'designations'],
    queryFn: ({ signal }) => getDesignations(signal),
    staleTime: Infinity,
  });

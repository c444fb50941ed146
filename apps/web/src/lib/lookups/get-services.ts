import { queryOptions } from '@tanstack/react-query';
import { placeList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getServices = (signal?: AbortSignal) =>
  api.get('/locations/services', { schema: placeList, signal });

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'services'],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: Infinity,
  });

import { queryOptions } from '@tanstack/react-query';
import { namedList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getServices = (signal?: AbortSignal) =>
  api.get('/locations/services', { schema: namedList, signal });

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'services'],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: Infinity,
  });

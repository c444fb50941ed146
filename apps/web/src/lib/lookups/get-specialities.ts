import { queryOptions } from '@tanstack/react-query';
import { namedList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getSpecialities = (signal?: AbortSignal) =>
  api.get('/locations/specialities', { schema: namedList, signal });

export const specialitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'specialities'],
    queryFn: ({ signal }) => getSpecialities(signal),
    staleTime: Infinity,
  });

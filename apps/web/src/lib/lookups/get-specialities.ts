import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The doctors' specialities (reference data): the registration form's select and the directory. */
export const getSpecialities = (signal?: AbortSignal) =>
  api.get('/locations/specialities', { schema: placeList, signal });

export const specialitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'specialities'],
    queryFn: ({ signal }) => getSpecialities(signal),
    staleTime: Infinity,
  });

export function useSpecialities() {
  return useQuery(specialitiesQueryOptions());
}

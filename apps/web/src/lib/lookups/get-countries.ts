import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getCountries = (signal?: AbortSignal) =>
  api.get('/locations/countries', { schema: countryList, signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

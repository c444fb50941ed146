import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getStates = (countryId: number, signal?: AbortSignal) =>
  api.get(`/locations/countries/${countryId}/states`, { schema: placeList, signal });

export const statesQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'states', countryId],
    queryFn: ({ signal }) => getStates(countryId ?? 0, signal),
    enabled: countryId !== null && countryId > 0,
    staleTime: Infinity,
  });

export function useStates(countryId: number | null) {
  return useQuery(statesQueryOptions(countryId));
}

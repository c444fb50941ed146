import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeList } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getDistricts = (stateId: number, signal?: AbortSignal) =>
  api.get(`/locations/states/${stateId}/districts`, { schema: placeList, signal });

export const districtsQueryOptions = (stateId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'districts', stateId],
    queryFn: ({ signal }) => getDistricts(stateId ?? 0, signal),
    enabled: stateId !== null && stateId > 0,
    staleTime: Infinity,
  });

export function useDistricts(stateId: number | null) {
  return useQuery(districtsQueryOptions(stateId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { namedList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Clinics (hospitals) of a district, for the self-registration clinic field. */
export const getDistrictClinics = (districtId: number, signal?: AbortSignal) =>
  api.get('/directory/clinics', { query: { districtId }, schema: namedList, signal });

export const districtClinicsQueryOptions = (districtId: number) =>
  queryOptions({
    queryKey: ['directory', 'clinics', districtId],
    queryFn: ({ signal }) => getDistrictClinics(districtId, signal),
    staleTime: 60_000,
  });

export function useDistrictClinics(districtId: number | null, enabled: boolean) {
  return useQuery({
    ...districtClinicsQueryOptions(districtId ?? 0),
    enabled: enabled && districtId !== null,
  });
}

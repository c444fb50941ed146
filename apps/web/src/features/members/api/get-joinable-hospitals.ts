import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinableHospitalList } from '@portal/shared';
import { api } from '@/lib/api-client';

export interface JoinableSearch {
  districtId: number;
  /** Part of the hospital's name; empty lists every hospital of the district. */
  name: string;
}

export const joinableHospitalsQueryKey = ['members', 'joinable'] as const;

/** Up to 20 hospitals of a district, with the doctor's own standing with each. */
export const getJoinableHospitals = ({ districtId, name }: JoinableSearch, signal?: AbortSignal) =>
  api.get('/hospitals/joinable', {
    query: { districtId, name: name.trim() || undefined },
    schema: joinableHospitalList,
    signal,
  });

export type JoinableHospital = Awaited<ReturnType<typeof getJoinableHospitals>>[number];

export const joinableHospitalsQueryOptions = (search: JoinableSearch) =>
  queryOptions({
    queryKey: [...joinableHospitalsQueryKey, search.districtId, search.name],
    queryFn: ({ signal }) => getJoinableHospitals(search, signal),
  });

/** Runs once the doctor has searched (null until then). */
export function useJoinableHospitals(search: JoinableSearch | null) {
  return useQuery({
    ...joinableHospitalsQueryOptions(search ?? { districtId: 0, name: '' }),
    enabled: search !== null,
  });
}

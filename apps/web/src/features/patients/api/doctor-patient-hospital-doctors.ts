import { queryOptions, useQuery } from '@tanstack/react-query';
import { hospitalDoctorList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The doctors of the session's hospital, for the consultant doctor field. */
export const getHospitalDoctors = (signal?: AbortSignal) =>
  api.get('/hospital/doctors', { schema: hospitalDoctorList, signal });

export const hospitalDoctorsQueryOptions = () =>
  queryOptions({
    queryKey: ['hospital', 'doctors'],
    queryFn: ({ signal }) => getHospitalDoctors(signal),
    staleTime: 60_000,
  });

export function useHospitalDoctors() {
  return useQuery(hospitalDoctorsQueryOptions());
}

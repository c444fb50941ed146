import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHospitalPage, PAGE_SIZE } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin: a page of hospitals by name, those whose name holds `search` when given. */
export const getHospitals = (page: number, search: string, signal?: AbortSignal) =>
  api.get('/admin/hospitals', {
    query: { page, pageSize: PAGE_SIZE, search: search || undefined },
    schema: adminHospitalPage,
    signal,
  });

export const hospitalsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: ['admin', 'hospitals', search, page] as const,
    queryFn: ({ signal }) => getHospitals(page, search, signal),
    // The page shown stays while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useHospitals(page: number, search: string) {
  return useQuery(hospitalsQueryOptions(page, search));
}

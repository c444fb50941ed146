import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { directoryPage, PAGE_SIZE } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { LocationFilterValues } from '../components/location-filter-form';

/** The find-doctor filters; null means "any". */
export interface DirectoryFilterValues extends LocationFilterValues {
  specialityId: number | null;
}

/** Public. Server-paged, 10 rows a page, ordered by hospital name. */
export const searchHospitals = (
  filters: DirectoryFilterValues,
  page: number,
  signal?: AbortSignal,
) =>
  api.get('/directory/hospitals', {
    query: { ...filters, page, pageSize: PAGE_SIZE },
    schema: directoryPage,
    signal,
  });

export const hospitalsQueryOptions = (filters: DirectoryFilterValues, page: number) =>
  queryOptions({
    queryKey: ['directory', 'hospitals', filters, page],
    queryFn: ({ signal }) => searchHospitals(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useHospitals(filters: DirectoryFilterValues, page: number) {
  return useQuery(hospitalsQueryOptions(filters, page));
}

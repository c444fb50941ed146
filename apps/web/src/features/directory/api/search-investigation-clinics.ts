import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { investigationClinicPage, PAGE_SIZE, type InvestigationKind } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { LocationFilterValues } from '../components/location-filter-form';

/** The investigations page's filters: where (null means "any") and which kind of clinic. */
export interface InvestigationFilterValues extends LocationFilterValues {
  kind: InvestigationKind;
}

/** Public. Radiology and pathology clinics, server-paged, 10 rows a page, by name. */
export const searchInvestigationClinics = (
  filters: InvestigationFilterValues,
  page: number,
  signal?: AbortSignal,
) =>
  api.get('/directory/investigation-clinics', {
    query: { ...filters, page, pageSize: PAGE_SIZE },
    schema: investigationClinicPage,
    signal,
  });

export const investigationClinicsQueryOptions = (
  filters: InvestigationFilterValues,
  page: number,
) =>
  queryOptions({
    queryKey: ['directory', 'investigation-clinics', filters, page],
    queryFn: ({ signal }) => searchInvestigationClinics(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useInvestigationClinics(filters: InvestigationFilterValues, page: number) {
  return useQuery(investigationClinicsQueryOptions(filters, page));
}

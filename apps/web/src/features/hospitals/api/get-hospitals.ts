import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHospitalPage, PAGE_SIZE, type HospitalSubscriptionState } from '@portal/shared';
import { api } from '@/lib/api-client';

/**
 * Super admin: a page of hospitals by name, those whose name holds `search` and whose
 * subscription stands as `subscription` when given.
 */
export const getHospitals = (
  page: number,
  search: string,
  subscription: HospitalSubscriptionState | null,
  signal?: AbortSignal,
) =>
  api.get('/admin/hospitals', {
    query: {
      page,
      pageSize: PAGE_SIZE,
      search: search || undefined,
      subscription: subscription ?? undefined,
    },
    schema: adminHospitalPage,
    signal,
  });

export const hospitalsQueryOptions = (
  page: number,
  search: string,
  subscription: HospitalSubscriptionState | null,
) =>
  queryOptions({
    queryKey: ['admin', 'hospitals', search, subscription, page] as const,
    queryFn: ({ signal }) => getHospitals(page, search, subscription, signal),
    // The page shown stays while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useHospitals(
  page: number,
  search: string,
  subscription: HospitalSubscriptionState | null,
) {
  return useQuery(hospitalsQueryOptions(page, search, subscription));
}

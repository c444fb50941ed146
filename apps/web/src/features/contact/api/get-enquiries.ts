import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactEnquiryPage, PAGE_SIZE } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin. Server-paged, newest first. */
export const getEnquiries = (page: number, signal?: AbortSignal) =>
  api.get('/contact/enquiries', {
    query: { page, pageSize: PAGE_SIZE },
    schema: contactEnquiryPage,
    signal,
  });

export const enquiriesQueryKey = ['contact', 'enquiries'] as const;

export const enquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...enquiriesQueryKey, page],
    queryFn: ({ signal }) => getEnquiries(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useEnquiries(page: number) {
  return useQuery(enquiriesQueryOptions(page));
}

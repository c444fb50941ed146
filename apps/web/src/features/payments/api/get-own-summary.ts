import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientSummary } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The logged-in person's registration summary: programme, price, discount, payable amount. */
export const getOwnSummary = (signal?: AbortSignal) =>
  api.get('/patients/me/summary', { schema: patientSummary, signal });

export const ownSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['patients', 'me', 'summary'],
    queryFn: ({ signal }) => getOwnSummary(signal),
  });

export function useOwnSummary(enabled: boolean) {
  return useQuery({ ...ownSummaryQueryOptions(), enabled });
}

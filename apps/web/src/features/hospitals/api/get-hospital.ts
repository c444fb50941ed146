import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHospitalDetail, adminPaymentPage, PAGE_SIZE } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Super admin: one hospital as the list shows it, with its packs. */
export const getHospital = (hospitalId: number, signal?: AbortSignal) =>
  api.get(`/admin/hospitals/${hospitalId}`, { schema: adminHospitalDetail, signal });

export function useHospital(hospitalId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'hospital', hospitalId] as const,
      queryFn: ({ signal }) => getHospital(hospitalId, signal),
      staleTime: 5_000,
    }),
  );
}

/** Super admin: a page of the plan payments started for a hospital, newest first. */
export const getHospitalPayments = (hospitalId: number, page: number, signal?: AbortSignal) =>
  api.get(`/admin/hospitals/${hospitalId}/payments`, {
    query: { page, pageSize: PAGE_SIZE },
    schema: adminPaymentPage,
    signal,
  });

export function useHospitalPayments(hospitalId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'hospital', hospitalId, 'payments', page] as const,
      queryFn: ({ signal }) => getHospitalPayments(hospitalId, page, signal),
      // The page shown stays while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminPaymentPage,
  PAGE_SIZE,
  type PaymentPurpose,
  type PaymentStatus,
} from '@portal/shared';
import { API_BASE, api, queryString } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** The filters of the payments page; absent ones select every payment. */
export interface PaymentFilterValues {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
  /** Days in India, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** One order id, gateway transaction id or payer's mobile number. */
  search?: string;
}

/** Super admin: a page of the payments the filters select, newest first, with their totals. */
export const getPayments = (filters: PaymentFilterValues, page: number, signal?: AbortSignal) =>
  api.get('/admin/payments', {
    query: { ...filters, page, pageSize: PAGE_SIZE },
    schema: adminPaymentPage,
    signal,
  });

export function usePayments(filters: PaymentFilterValues, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'payments', filters, page] as const,
      queryFn: ({ signal }) => getPayments(filters, page, signal),
      // The page shown stays while the next one (or a new filter) loads.
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}

/**
 * Where the browser downloads the CSV of these filters (a GET with the session cookie), its
 * column titles in the language in use.
 */
export const paymentsExportUrl = (filters: PaymentFilterValues) =>
  `${API_BASE}/admin/payments/export${queryString({ ...filters, lang: currentLanguage() })}`;

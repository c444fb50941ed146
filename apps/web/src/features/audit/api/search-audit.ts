import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPage } from '@portal/shared';
import { API_BASE, api, queryString } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** The filters as the API takes them; empty ones left out. */
export interface AuditFilterValues {
  patientId?: string;
  actorMobile?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The filters the form has an input for (a server message for any other path goes in a banner). */
export const auditFilterFields = [
  'patientId',
  'actorMobile',
  'action',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilterValues)[];

export const auditKey = ['admin', 'audit'] as const;

/** One page of lines, newest first; `cursor` continues after the previous page. */
export const searchAudit = (
  filters: AuditFilterValues,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get('/admin/audit', {
    query: { ...filters, ...(cursor ? { cursor } : {}) },
    schema: auditPage,
    signal,
  });

export const auditSearchQueryOptions = (filters: AuditFilterValues) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, filters],
    queryFn: ({ pageParam, signal }) => searchAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A search is a question asked now: asked again, it reads the log again.
    staleTime: 0,
  });

/** The search the page shows, a page at a time. */
export function useAuditSearch(filters: AuditFilterValues) {
  return useInfiniteQuery(auditSearchQueryOptions(filters));
}

/**
 * Where the browser downloads the CSV of these filters (a GET with the session cookie), its
 * column titles in the language in use.
 */
export const auditExportUrl = (filters: AuditFilterValues) =>
  `${API_BASE}/admin/audit/export${queryString({ ...filters, lang: currentLanguage() })}`;

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, patientListPage } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface PatientListParams {
  page: number;
  search: string;
  /** The anchor of the list's first page (see patientListQuery). */
  anchor?: number | undefined;
}

/** The hospital's patients (the server takes the hospital from the session), newest first. */
export const listPatients = ({ page, search, anchor }: PatientListParams, signal?: AbortSignal) =>
  api.get('/patients', {
    query: { page, pageSize: PAGE_SIZE, search: search || undefined, anchor },
    schema: patientListPage,
    signal,
  });

export const patientListQueryKey = patientKeys.lists();

export const patientListQueryOptions = (params: PatientListParams) =>
  queryOptions({
    queryKey: [...patientListQueryKey, params.page, params.search, params.anchor ?? null],
    queryFn: ({ signal }) => listPatients(params, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function usePatientList(params: PatientListParams) {
  return useQuery(patientListQueryOptions(params));
}

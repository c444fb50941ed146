import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { okResponse, type PatientListRow, type PatientStatus } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';
import { patientListQueryKey } from './list-patients';

export interface PatientStatusInput {
  patientId: number;
  status: PatientStatus;
}

export const updatePatientStatus = ({ patientId, status }: PatientStatusInput) =>
  api.patch(`/patients/${patientId}/status`, { body: { status }, schema: okResponse });

type ListPage = { data: PatientListRow[] };

/** The changed row shows its new status at once, on every cached page that holds it. */
function patchCachedRows(queryClient: QueryClient, { patientId, status }: PatientStatusInput) {
  queryClient.setQueriesData<ListPage>({ queryKey: patientListQueryKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((row) =>
            row.patientId === patientId ? { ...row, patientStatus: status } : row,
          ),
        }
      : page,
  );
}

export function useUpdatePatientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatientStatus,
    onSuccess: (_answer, input) => patchCachedRows(queryClient, input),
    // The record and the dashboards show the status too.
    onSettled: (_answer, _error, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientListQueryKey }),
        queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
      ]),
  });
}

import { useQuery } from '@tanstack/react-query';
import { dbDashboard } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The database-area dashboard of one patient (404 when not this hospital's). */
export const getDbDashboard = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/db-dashboard`, { schema: dbDashboard, signal });

export function useDbDashboard(patientId: number) {
  return useQuery({
    queryKey: patientKeys.dbDashboard(patientId),
    queryFn: ({ signal }) => getDbDashboard(patientId, signal),
    enabled: patientId > 0,
  });
}

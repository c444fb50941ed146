import { useQuery } from '@tanstack/react-query';
import { careDashboard } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The care-area dashboard of one patient (404 when not this hospital's). */
export const getCareDashboard = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/care-dashboard`, { schema: careDashboard, signal });

export function useCareDashboard(patientId: number) {
  return useQuery({
    queryKey: patientKeys.careDashboard(patientId),
    queryFn: ({ signal }) => getCareDashboard(patientId, signal),
    enabled: patientId > 0,
  });
}

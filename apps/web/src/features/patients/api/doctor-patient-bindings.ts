import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientBindingList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The hospitals and doctors a patient of this hospital is bound to. */
export const getDoctorPatientBindings = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/bindings`, { schema: patientBindingList, signal });

export const doctorPatientBindingsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.bindings(patientId),
    queryFn: ({ signal }) => getDoctorPatientBindings(patientId, signal),
  });

export function useDoctorPatientBindings(patientId: number | null) {
  return useQuery({
    ...doctorPatientBindingsQueryOptions(patientId ?? 0),
    enabled: patientId !== null,
  });
}

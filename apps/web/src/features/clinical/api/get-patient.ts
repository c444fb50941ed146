import { useQuery } from '@tanstack/react-query';
import { patientRecord } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The patient the clinical details belong to (404 when not this hospital's). */
export const getPatient = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}`, { schema: patientRecord, signal });

export function usePatient(patientId: number) {
  return useQuery({
    queryKey: ['clinical', patientId, 'patient'] as const,
    queryFn: ({ signal }) => getPatient(patientId, signal),
  });
}

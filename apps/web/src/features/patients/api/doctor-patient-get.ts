import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientRecord } from '@portal/shared';
import { api } from '@/lib/api-client';

/** One patient of the session's hospital, for editing (the Aadhaar only masked). */
export const getDoctorPatient = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}`, { schema: patientRecord, signal });

export const doctorPatientQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['patients', 'record', patientId],
    queryFn: ({ signal }) => getDoctorPatient(patientId, signal),
    // An edit form starts from what the server holds now.
    staleTime: 0,
  });

export function useDoctorPatient(patientId: number | null) {
  return useQuery({ ...doctorPatientQueryOptions(patientId ?? 0), enabled: patientId !== null });
}

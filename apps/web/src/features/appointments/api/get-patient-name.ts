import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientRecord } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The patient the dialog is for (its subtitle), read by the doctor. */
export const getPatient = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}`, { schema: patientRecord, signal });

export function usePatientName(patientId: number) {
  const query = useQuery(
    queryOptions({
      queryKey: ['patients', patientId, 'record'],
      queryFn: ({ signal }) => getPatient(patientId, signal),
    }),
  );
  const record = query.data;
  const name = record
    ? [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ')
    : null;
  return { ...query, name };
}

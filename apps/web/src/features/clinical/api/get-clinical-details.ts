import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicalDetailsAnswer } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The current clinical record of a patient and every saved version, newest first. */
export const getClinicalDetails = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/clinical-details`, { schema: clinicalDetailsAnswer, signal });

export const clinicalDetailsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.clinical(patientId),
    queryFn: ({ signal }) => getClinicalDetails(patientId, signal),
  });

export function useClinicalDetails(patientId: number) {
  return useQuery(clinicalDetailsQueryOptions(patientId));
}

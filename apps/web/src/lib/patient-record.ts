import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientRecord, type PatientRecord } from '@portal/shared';
import { api, isApiError } from './api-client';
import { patientKeys } from './query-keys';

/**
 * One patient of the session's hospital (404 when not this hospital's; the Aadhaar only
 * masked). Every screen that shows the person reads it here, under one key, so an edit
 * refreshes all of them.
 */
export const getPatientRecord = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}`, { schema: patientRecord, signal });

export const patientRecordQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.record(patientId),
    queryFn: ({ signal }) => getPatientRecord(patientId, signal),
  });

interface PatientRecordOptions {
  /** Read again on opening even when cached (an edit form starts from what the server holds). */
  fresh?: boolean;
}

export function usePatientRecord(
  patientId: number | null,
  { fresh = false }: PatientRecordOptions = {},
) {
  return useQuery({
    ...patientRecordQueryOptions(patientId ?? 0),
    enabled: patientId !== null && patientId > 0,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** The person's full name, as dialogs show it under their title. */
export const patientFullName = (record: PatientRecord) =>
  [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ');

/** The patient asked for is not the session's hospital's (or does not exist): nothing to show. */
export const isPatientMissing = (error: unknown) => isApiError(error) && error.status === 404;

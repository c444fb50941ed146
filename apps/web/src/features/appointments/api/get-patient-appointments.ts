import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

/** The doctor's own lists (to-do page); a patient's appointments are under patientKeys. */
export const appointmentsKey = ['appointments'] as const;

/** A patient's appointments in the doctor's hospital (deleted ones are never answered). */
export const getPatientAppointments = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/appointments`, { schema: appointmentList, signal });

export const patientAppointmentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.appointments(patientId),
    queryFn: ({ signal }) => getPatientAppointments(patientId, signal),
  });

export function usePatientAppointments(patientId: number) {
  return useQuery(patientAppointmentsQueryOptions(patientId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Every appointment query; a save or status change refreshes them all (dialog, to-do page). */
export const appointmentsKey = ['appointments'] as const;
export const patientAppointmentsKey = (patientId: number) =>
  [...appointmentsKey, 'patient', patientId] as const;

/** A patient's appointments in the doctor's hospital (deleted ones are never answered). */
export const getPatientAppointments = (patientId: number, signal?: AbortSignal) =>
  api.get(`/patients/${patientId}/appointments`, { schema: appointmentList, signal });

export const patientAppointmentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientAppointmentsKey(patientId),
    queryFn: ({ signal }) => getPatientAppointments(patientId, signal),
  });

export function usePatientAppointments(patientId: number) {
  return useQuery(patientAppointmentsQueryOptions(patientId));
}

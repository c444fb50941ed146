import type { QueryClient } from '@tanstack/react-query';
import { patientKeys } from '@/lib/query-keys';
import { appointmentsKey } from './get-patient-appointments';

/** An appointment changed: the doctor's lists, that patient's appointments and dashboards. */
export const refreshAfterAppointmentChange = (queryClient: QueryClient, patientId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentsKey }),
    queryClient.invalidateQueries({ queryKey: patientKeys.appointments(patientId) }),
    queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
  ]);

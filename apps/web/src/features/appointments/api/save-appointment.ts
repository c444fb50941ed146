import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentSaved, type AppointmentInput } from '@portal/shared';
import { api } from '@/lib/api-client';
import { refreshAfterAppointmentChange } from './refresh-after-change';

export interface SaveAppointmentInput {
  patientId: number;
  /** null creates an appointment; an id updates that (pending) one. */
  id: number | null;
  data: AppointmentInput;
}

export const saveAppointment = ({ patientId, id, data }: SaveAppointmentInput) =>
  id === null
    ? api.post(`/patients/${patientId}/appointments`, { body: data, schema: appointmentSaved })
    : api.put(`/appointments/${id}`, { body: data, schema: appointmentSaved });

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppointment,
    onSettled: (_saved, _error, { patientId }) =>
      refreshAfterAppointmentChange(queryClient, patientId),
  });
}

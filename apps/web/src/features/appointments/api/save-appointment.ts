import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentSaved, type AppointmentInput } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useRetryKey } from '@/lib/retry-key';
import { refreshAfterAppointmentChange } from './refresh-after-change';

export interface SaveAppointmentInput {
  patientId: number;
  /** null creates an appointment; an id updates that (pending) one. */
  id: number | null;
  data: AppointmentInput;
}

export const saveAppointment = (
  { patientId, id, data }: SaveAppointmentInput,
  idempotencyKey?: string,
) =>
  id === null
    ? api.post(`/patients/${patientId}/appointments`, {
        body: data,
        schema: appointmentSaved,
        idempotencyKey,
      })
    : api.put(`/appointments/${id}`, { body: data, schema: appointmentSaved });

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    // A new appointment sent again after a lost answer is not made twice.
    mutationFn: (input: SaveAppointmentInput) =>
      saveAppointment(input, input.id === null ? retryKey.for(input) : undefined),
    onSuccess: () => retryKey.saved(),
    onSettled: (_saved, _error, { patientId }) =>
      refreshAfterAppointmentChange(queryClient, patientId),
  });
}

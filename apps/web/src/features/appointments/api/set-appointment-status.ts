import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse, type AppointmentStatusRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { refreshAfterAppointmentChange } from './refresh-after-change';

export interface SetAppointmentStatusInput {
  id: number;
  /** Whose appointment it is: their appointments and dashboards are refreshed. */
  patientId: number;
  /** 2 completes, 0 deletes (kept on the server, hidden from the lists). */
  status: AppointmentStatusRequest['status'];
}

export const setAppointmentStatus = ({ id, status }: SetAppointmentStatusInput) =>
  api.patch(`/appointments/${id}/status`, { body: { status }, schema: okResponse });

export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSettled: (_answer, _error, { patientId }) =>
      refreshAfterAppointmentChange(queryClient, patientId),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { myAppointmentList } from '@portal/shared';
import { api } from '@/lib/api-client';

/** The logged-in patient's own appointments (the server finds the patient from the session). */
export const getMyAppointments = (signal?: AbortSignal) =>
  api.get('/me/appointments', { schema: myAppointmentList, signal });

export function useMyAppointments() {
  return useQuery(
    queryOptions({
      queryKey: ['appointments', 'me'],
      queryFn: ({ signal }) => getMyAppointments(signal),
    }),
  );
}

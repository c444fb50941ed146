import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentReminders } from '@portal/shared';
import { api } from '@/lib/api-client';

const remindersKey = ['appointments', 'me', 'reminders'] as const;

/** Whether the logged-in patient gets an SMS the day before each appointment. */
export function useMyReminders() {
  return useQuery(
    queryOptions({
      queryKey: remindersKey,
      queryFn: ({ signal }) =>
        api.get('/me/appointment-reminders', { schema: appointmentReminders, signal }),
    }),
  );
}

/** The patient says yes or no to the reminders; the answer is the choice as kept. */
export function useSetMyReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put('/me/appointment-reminders', { body: { enabled }, schema: appointmentReminders }),
    onSuccess: (kept) => queryClient.setQueryData(remindersKey, kept),
  });
}

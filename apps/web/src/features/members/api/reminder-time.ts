import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reminderTime } from '@portal/shared';
import { api } from '@/lib/api-client';

const reminderTimeKey = ['hospital', 'reminder-time'] as const;

/** When, on the day before, the hospital's patients get the SMS reminder (HH:MM, India). */
export function useReminderTime() {
  return useQuery(
    queryOptions({
      queryKey: reminderTimeKey,
      queryFn: ({ signal }) => api.get('/hospital/reminder-time', { schema: reminderTime, signal }),
    }),
  );
}

export function useSetReminderTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (time: string) =>
      api.put('/hospital/reminder-time', { body: { time }, schema: reminderTime }),
    onSuccess: (kept) => queryClient.setQueryData(reminderTimeKey, kept),
  });
}

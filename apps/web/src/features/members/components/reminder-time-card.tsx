import { useId } from 'react';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySaved } from '@/lib/notify';
import { useReminderTime, useSetReminderTime } from '../api/reminder-time';

/** The times a hospital can choose, every half hour from 07:00 to 21:00. */
const TIMES = Array.from({ length: 29 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** The chief admin's choice of when patients get the SMS reminder of tomorrow's appointment. */
export function ReminderTimeCard() {
  const { t } = useTranslation();
  const current = useReminderTime();
  const save = useSetReminderTime();
  const titleId = useId();
  const value = save.isPending ? (save.variables ?? null) : (current.data?.time ?? null);
  // A time set another way (the API) is still offered, so the select shows it.
  const times = value && !TIMES.includes(value) ? [...TIMES, value].sort() : TIMES;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      mt="lg"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="xs" maw={420}>
        <Title order={2} fz="lg" id={titleId}>
          {t('ui.members.reminders.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('ui.members.reminders.intro')}
        </Text>
        <Select
          comboboxProps={closedDropdownUnmounted}
          label={t('ui.members.reminders.time')}
          data={times}
          value={value}
          allowDeselect={false}
          disabled={current.isPending || save.isPending}
          placeholder={current.isPending ? t('ui.app.loading') : undefined}
          error={current.isError ? errorMessage(current.error) : undefined}
          onChange={(time) => {
            if (!time || time === current.data?.time) return;
            save.mutate(time, {
              onSuccess: () => notifySaved(true),
              onError: (error) => notifyError(errorMessage(error)),
            });
          }}
        />
      </Stack>
    </Paper>
  );
}

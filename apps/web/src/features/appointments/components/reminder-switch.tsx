import { Loader, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMyReminders, useSetMyReminders } from '../api/my-reminders';

/** The patient's own choice: an SMS the day before each appointment, or none. */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const reminders = useMyReminders();
  const save = useSetMyReminders();
  if (reminders.isPending) return <Loader size="sm" aria-label={t('ui.app.loading')} />;
  if (reminders.isError) return null;
  return (
    <Switch
      checked={save.isPending ? (save.variables ?? reminders.data.enabled) : reminders.data.enabled}
      disabled={save.isPending}
      label={t('ui.appointments.my.reminders')}
      description={t('ui.appointments.my.remindersHint')}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: ({ enabled }) =>
            notifySuccess(
              enabled ? t('ui.appointments.my.remindersOn') : t('ui.appointments.my.remindersOff'),
            ),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    />
  );
}

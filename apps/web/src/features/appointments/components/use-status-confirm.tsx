import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@portal/shared';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetAppointmentStatus } from '../api/set-appointment-status';

type StatusAction = 'complete' | 'delete';

/**
 * Complete and delete behind the spec's confirmations; only the confirm button proceeds. A refusal
 * (the appointment changed meanwhile: 409) is shown as the server says it, and the list reloads.
 * After a change `onChanged` places focus (the row's buttons are gone).
 */
export function useStatusConfirm(onChanged: (row: Appointment) => void) {
  const { t } = useTranslation();
  const setStatus = useSetAppointmentStatus();
  const [pending, setPending] = useState<{ action: StatusAction; row: Appointment } | null>(null);
  const [opened, setOpened] = useState(false);

  const ask = (action: StatusAction, row: Appointment) => {
    setPending({ action, row });
    // The last change's success is not this question's.
    setStatus.reset();
    setOpened(true);
  };

  const confirm = () => {
    if (!pending) return;
    const { action, row } = pending;
    setStatus.mutate(
      { id: row.id, patientId: row.patientId, status: action === 'complete' ? 2 : 0 },
      {
        onSettled: () => setOpened(false),
        onError: (error) => notifyError(errorMessage(error)),
        onSuccess: () => {
          notifySuccess(
            t(action === 'complete' ? 'common.statusChangeSuccess' : 'common.deleteSuccess'),
          );
          onChanged(row);
        },
      },
    );
  };

  const request: ConfirmRequest | null = !pending
    ? null
    : pending.action === 'complete'
      ? {
          message: t('appointment.confirmComplete'),
          confirmLabel: t('ui.appointments.confirmCompleteButton'),
          cancelLabel: t('ui.appointments.confirmCancel'),
          // A complete activity has no actions left: it cannot be made pending again.
          final: true,
        }
      : {
          message: t('common.confirmDelete'),
          confirmLabel: t('ui.appointments.confirmDeleteButton'),
          cancelLabel: t('ui.appointments.confirmCancel'),
          danger: true,
        };

  const dialog = (
    <ConfirmDialog
      title={t('ui.appointments.confirmTitle')}
      opened={opened}
      request={request}
      busy={setStatus.isPending}
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
      // After a change the row's buttons are gone: focus is the caller's to place (onChanged),
      // not the pressed button's to get back.
      returnFocus={!setStatus.isSuccess}
    />
  );
  return { ask, dialog };
}

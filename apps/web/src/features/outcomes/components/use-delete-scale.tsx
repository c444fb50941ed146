import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutcomeScale } from '@portal/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOutcomeScale } from '../api/delete-outcome-scale';

/** Deleting a scale behind a confirmation: `ask` opens it, `dialog` is to be rendered. */
export function useDeleteScale(onDeleted: (scale: OutcomeScale) => void) {
  const { t } = useTranslation();
  const remove = useDeleteOutcomeScale();
  const [pending, setPending] = useState<OutcomeScale | null>(null);
  const [opened, setOpened] = useState(false);

  const ask = (scale: OutcomeScale) => {
    setPending(scale);
    setOpened(true);
  };

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSettled: () => setOpened(false),
      onError: (error) => notifyError(errorMessage(error)),
      onSuccess: () => {
        notifySuccess(t('common.deleteSuccess'));
        onDeleted(pending);
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      title={t('ui.outcomes.scales.confirmTitle')}
      opened={opened}
      request={
        pending && {
          message: t('ui.outcomes.scales.confirmDelete', { name: pending.name }),
          confirmLabel: t('ui.outcomes.scales.delete'),
          cancelLabel: t('ui.outcomes.scales.cancel'),
          danger: true,
        }
      }
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
    />
  );
  return { ask, dialog };
}

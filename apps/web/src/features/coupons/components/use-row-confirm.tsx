import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import type { SetStatusInput } from '../api/set-coupon-status';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';

type Ok = { ok: true; message?: string | undefined };
type ConfirmedAction = 'delete' | 'activate' | 'deactivate';

interface RowConfirmOptions<T> {
  idOf: (row: T) => number;
  remove: UseMutationResult<Ok, Error, number>;
  setStatus: UseMutationResult<Ok, Error, SetStatusInput>;
  confirmActivate: string;
  confirmDeactivate: string;
  /** Why a row cannot be deleted (payments used it), said at once instead of asking to confirm. */
  deleteRefusal: (row: T) => string | null;
  onDeleted: (row: T) => void;
}

/**
 * Delete and activate/deactivate behind the spec's confirmation. Success toasts use the server's
 * message when it sends one; a 409 refusal is the 'warning!' toast (the list reloads either way).
 * A row the list already marks as used is refused before the confirmation, with the same toast.
 */
export function useRowConfirm<T>(options: RowConfirmOptions<T>) {
  const { t } = useTranslation();
  const { idOf, remove, setStatus, onDeleted } = options;
  const [pending, setPending] = useState<{ action: ConfirmedAction; row: T } | null>(null);
  const [opened, setOpened] = useState(false);

  const ask = (action: ConfirmedAction, row: T) => {
    const refusal = action === 'delete' ? options.deleteRefusal(row) : null;
    if (refusal) {
      notifyWarning(refusal);
      return;
    }
    setPending({ action, row });
    setOpened(true);
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) notifyWarning(error.message);
    else notifyError(errorMessage(error));
  };

  const confirm = () => {
    if (!pending) return;
    const { action, row } = pending;
    const onSettled = () => setOpened(false);
    if (action === 'delete') {
      remove.mutate(idOf(row), {
        onSettled,
        onError,
        onSuccess: () => {
          notifySuccess(t('common.deleteSuccess'));
          onDeleted(row);
        },
      });
      return;
    }
    setStatus.mutate(
      { id: idOf(row), active: action === 'activate' },
      {
        onSettled,
        onError,
        onSuccess: ({ message }) =>
          notifySuccess(
            message ?? t(action === 'activate' ? 'plan.activated' : 'plan.deactivated'),
          ),
      },
    );
  };

  const request: ConfirmRequest | null = !pending
    ? null
    : pending.action === 'delete'
      ? {
          message: t('common.confirmDelete'),
          confirmLabel: t('ui.coupons.delete'),
          cancelLabel: t('ui.coupons.cancel'),
          danger: true,
        }
      : {
          message:
            pending.action === 'activate' ? options.confirmActivate : options.confirmDeactivate,
          confirmLabel: t('ui.coupons.yes'),
          cancelLabel: t('ui.coupons.no'),
        };

  const dialog = (
    <ConfirmDialog
      title={t('ui.coupons.confirmTitle')}
      opened={opened}
      request={request}
      busy={remove.isPending || setStatus.isPending}
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
    />
  );
  return { ask, dialog };
}

import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

type Ok = { ok: true; message?: string | undefined };
export type ConfirmedAction = 'delete' | 'activate' | 'deactivate';

interface RowConfirmOptions<T> {
  idOf: (row: T) => number;
  remove: UseMutationResult<Ok, Error, number>;
  setStatus: UseMutationResult<Ok, Error, { id: number; active: boolean }>;
  confirmActivate: string;
  confirmDeactivate: string;
  /**
   * Why a row cannot take the action (payments used the code, a hospital holds the plan), said
   * at once instead of asking to confirm; null lets it be asked. May ask the server first.
   */
  refusalOf: (action: ConfirmedAction, row: T) => string | null | Promise<string | null>;
  onDeleted: (row: T) => void;
}

/**
 * Delete and activate/deactivate of a row of the super admin's tables (plans, coupon and
 * discount codes), behind the spec's confirmation. A refusal known before asking is the
 * 'warning!' toast; so is the server's 409 refusal (the list reloads either way). Success toasts
 * use the server's message when it sends one. While a refusal is being looked up, `checking`
 * names the row and action, and other actions wait.
 */
export function useRowConfirm<T>(options: RowConfirmOptions<T>) {
  const { t } = useTranslation();
  const { idOf, remove, setStatus, onDeleted } = options;
  const [pending, setPending] = useState<{ action: ConfirmedAction; row: T } | null>(null);
  const [opened, setOpened] = useState(false);
  const [checking, setChecking] = useState<{ action: ConfirmedAction; row: T } | null>(null);

  const ask = async (action: ConfirmedAction, row: T) => {
    if (checking !== null) return;
    setChecking({ action, row });
    try {
      const refusal = await options.refusalOf(action, row);
      if (refusal) {
        notifyWarning(refusal);
        return;
      }
      setPending({ action, row });
      setOpened(true);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setChecking(null);
    }
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
          confirmLabel: t('ui.confirm.delete'),
          cancelLabel: t('ui.action.cancel'),
          danger: true,
        }
      : {
          message:
            pending.action === 'activate' ? options.confirmActivate : options.confirmDeactivate,
          confirmLabel: t('ui.confirm.yes'),
          cancelLabel: t('ui.confirm.no'),
        };

  const dialog = (
    <ConfirmDialog
      title={t('ui.confirm.title')}
      opened={opened}
      request={request}
      busy={remove.isPending || setStatus.isPending}
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
    />
  );
  return { ask: (action: ConfirmedAction, row: T) => void ask(action, row), dialog, checking };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientListRow, PatientStatus } from '@portal/shared';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdatePatientStatus } from '../api/patient-status-update';
import { usePatientStatusLabel } from './patient-status-dot';

interface Pending {
  row: PatientListRow;
  status: PatientStatus;
}

/**
 * A status change asks first (only the confirm button proceeds), then saves and shows the spec's
 * 'Status Change Successfully!'; the row shows its new status.
 */
export function usePatientStatusConfirm() {
  const { t } = useTranslation();
  const statusLabel = usePatientStatusLabel();
  const update = useUpdatePatientStatus();
  const [pending, setPending] = useState<Pending | null>(null);
  const [opened, setOpened] = useState(false);

  const ask = (row: PatientListRow, status: PatientStatus) => {
    setPending({ row, status });
    setOpened(true);
  };

  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { patientId: pending.row.patientId, status: pending.status },
      {
        onSuccess: ({ message }) => notifySuccess(message ?? t('common.statusChangeSuccess')),
        onError: (error) => notifyError(errorMessage(error)),
        onSettled: () => setOpened(false),
      },
    );
  };

  const request: ConfirmRequest | null = pending && {
    message: t('ui.patients.list.confirmStatus', {
      name: pending.row.patientName,
      status: statusLabel(pending.status),
    }),
    confirmLabel: t('ui.patients.list.confirm'),
    cancelLabel: t('ui.patients.list.cancel'),
    danger: pending.status === 2,
  };

  const dialog = (
    <ConfirmDialog
      title={t('ui.patients.list.confirmTitle')}
      opened={opened}
      request={request}
      busy={update.isPending}
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
    />
  );
  return { ask, dialog };
}

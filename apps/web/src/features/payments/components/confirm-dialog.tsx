import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmBuyDialogProps {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Are you sure want to buy this plan ?' with the spec's buttons Buy Plan and Cancel, on the
 * shared confirmation (a double click starts one order).
 */
export function ConfirmBuyDialog({ opened, busy, onConfirm, onCancel }: ConfirmBuyDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('ui.payments.confirmTitle')}
      request={{
        message: t('plan.confirmBuy'),
        confirmLabel: t('ui.payments.buyPlan'),
        cancelLabel: t('ui.payments.cancel'),
      }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

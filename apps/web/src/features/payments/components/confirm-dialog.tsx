import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs';

interface ConfirmBuyDialogProps {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure want to buy this plan ?' with the spec's buttons Buy Plan and Cancel. */
export function ConfirmBuyDialog({ opened, busy, onConfirm, onCancel }: ConfirmBuyDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={t('ui.payments.confirmTitle')}
      size={440}
    >
      <Stack gap="lg">
        <Text>{t('plan.confirmBuy')}</Text>
        <BuyButtons busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
      </Stack>
    </Dialog>
  );
}

/**
 * The dialog's buttons. Buy Plan answers its first click only: the order's own pending state
 * shows a moment after the click, and a double click in between started two orders (each holding
 * a use of a limited coupon). They mount with the dialog, so a dialog opened again can buy again.
 */
function BuyButtons({ busy, onConfirm, onCancel }: Omit<ConfirmBuyDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState(false);
  const sending = busy || clicked;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={sending}>
        {t('ui.payments.cancel')}
      </Button>
      <Button
        onClick={() => {
          if (sending) return;
          setClicked(true);
          onConfirm();
        }}
        loading={sending}
        data-autofocus
      >
        {t('ui.payments.buyPlan')}
      </Button>
    </Group>
  );
}

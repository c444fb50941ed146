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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('ui.payments.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>
            {t('ui.payments.buyPlan')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

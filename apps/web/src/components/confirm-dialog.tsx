import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialogs';

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for destructive actions. */
  danger?: boolean;
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** Kept after closing, so the text does not vanish while the dialog fades out. */
  request: ConfirmRequest | null;
  /** The confirmed action is running: the dialog stays open and cannot be dismissed. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The spec's confirmation (only the confirm button proceeds), on the shared accessible dialog.
 * Focus starts on the confirm button, or on Cancel when the action destroys something.
 */
export function ConfirmDialog({
  opened,
  title,
  request,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={busy ? () => undefined : onCancel} title={title} size={440}>
      <Stack gap="lg">
        <Text>{request?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={request?.danger ? true : undefined}
          >
            {request?.cancelLabel}
          </Button>
          <Button
            color={request?.danger ? 'red' : undefined}
            onClick={onConfirm}
            loading={busy}
            data-autofocus={request?.danger ? undefined : true}
          >
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialogs';

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for destructive actions; focus starts on Cancel. */
  danger?: boolean;
  /**
   * Focus starts on Cancel, though the action destroys nothing: it cannot be undone here (a
   * role handed over, an activity marked complete), so a second Enter must not do it.
   */
  final?: boolean;
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
  /**
   * Focus goes back to the button that asked when the dialog closes; false when the confirmed
   * action took that button away and the caller puts focus elsewhere.
   */
  returnFocus?: boolean;
}

/**
 * The spec's confirmation (only the confirm button proceeds), on the shared accessible dialog.
 * Focus starts on the confirm button, or on Cancel when the action destroys something or cannot
 * be undone.
 */
export function ConfirmDialog({
  opened,
  title,
  request,
  busy,
  onConfirm,
  onCancel,
  returnFocus = true,
}: ConfirmDialogProps) {
  // Each opening draws the buttons anew, so a dialog opened again can confirm again; while it
  // closes they stay as they were (busy), so the fading dialog takes no second click.
  const [openings, setOpenings] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenings(openings + 1);
  }
  return (
    <Dialog
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size={440}
      returnFocus={returnFocus}
    >
      <Stack gap="lg">
        <Text>{request?.message}</Text>
        <ConfirmButtons
          key={openings}
          request={request}
          busy={busy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </Stack>
    </Dialog>
  );
}

/**
 * Cancel and the confirm button. The confirm button answers its first click only: the action's
 * own pending state shows a moment after the click, and a double click in between ran it twice
 * (two orders of a plan, each holding a use of a limited coupon).
 */
function ConfirmButtons({
  request,
  busy,
  onConfirm,
  onCancel,
}: Pick<ConfirmDialogProps, 'request' | 'busy' | 'onConfirm' | 'onCancel'>) {
  const [clicked, setClicked] = useState(false);
  const sending = busy || clicked;
  const cancelFirst = request?.danger || request?.final;
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        onClick={onCancel}
        disabled={sending}
        data-autofocus={cancelFirst ? true : undefined}
      >
        {request?.cancelLabel}
      </Button>
      <Button
        color={request?.danger ? 'red' : undefined}
        onClick={() => {
          if (sending) return;
          setClicked(true);
          onConfirm();
        }}
        loading={sending}
        data-autofocus={cancelFirst ? undefined : true}
      >
        {request?.confirmLabel}
      </Button>
    </Group>
  );
}

import { useEffect, useState } from 'react';
import { Notification, Stack } from '@mantine/core';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { hideInDialogs, type DialogToast } from '@/lib/open-dialogs';

/**
 * The toasts raised while this dialog is on top, under its title (lib/open-dialogs.ts). Each
 * goes by itself, as over the page, except while the pointer is on it or focus is in it.
 */
export function DialogToasts({ toasts }: { toasts: readonly DialogToast[] }) {
  if (toasts.length === 0) return null;
  return (
    // The header's end padding is 5 px short of the body's, for its close button: the toasts
    // keep to the body's edge.
    <Stack gap="xs" w="100%" mt="xs" pe={5}>
      {toasts.map((toast) => (
        <DialogToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

function DialogToastItem({ toast }: { toast: DialogToast }) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  // Mantine's `true` means its default, `false` never.
  const autoClose =
    typeof toast.autoClose === 'number'
      ? toast.autoClose
      : toast.autoClose === false
        ? false
        : TOAST_AUTO_CLOSE_MS;
  useEffect(() => {
    if (paused || autoClose === false) return;
    const timer = setTimeout(() => hideInDialogs(toast.id), autoClose);
    return () => clearTimeout(timer);
  }, [paused, autoClose, toast.id]);
  return (
    <Notification
      color={toast.color}
      title={toast.title}
      withBorder
      closeButtonProps={toast.closeButtonProps}
      onClose={() => hideInDialogs(toast.id)}
      onMouseEnter={() => setHeld((was) => ({ ...was, pointer: true }))}
      onMouseLeave={() => setHeld((was) => ({ ...was, pointer: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={() => setHeld((was) => ({ ...was, focus: false }))}
    >
      {toast.message}
    </Notification>
  );
}

import type { NotificationData } from '@mantine/notifications';

/*
 * The dialogs open now, the last one on top, and the toasts each shows.
 *
 * A toast raised while a dialog is open (a refusal of the dialog's Save, 'Save Successfully!' in
 * a dialog that stays open) shows in the dialog on top, under its title, instead of over the
 * page: there it covered the dialog's close button, and on a phone its title too. A dialog that
 * closes hands the toasts it still shows to the dialog under it, or back to the page, so a toast
 * raised just before its dialog closed is not lost.
 */

/** A toast as the toast store takes it, with its id. */
export type DialogToast = NotificationData & { id: string; onClose: () => void };

interface OpenDialog {
  key: symbol;
  /** Replaced, never changed in place, so a render reads a new list after each change. */
  toasts: readonly DialogToast[];
}

const NONE: readonly DialogToast[] = [];
const stack: OpenDialog[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeToDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function enterDialog(key: symbol): void {
  stack.push({ key, toasts: NONE });
  changed();
}

/**
 * The dialog has closed: its toasts go to the dialog now on top; with none open, they are
 * returned for the page to show.
 */
export function leaveDialog(key: symbol): readonly DialogToast[] {
  const index = stack.findIndex((dialog) => dialog.key === key);
  if (index === -1) return NONE;
  const [left] = stack.splice(index, 1);
  const top = stack.at(-1);
  let forThePage = NONE;
  if (left && left.toasts.length > 0) {
    if (top) top.toasts = [...top.toasts, ...left.toasts];
    else forThePage = left.toasts;
  }
  changed();
  return forThePage;
}

/** Whether this dialog is the one on top (true too when it is not open). */
export function isTopDialog(key: symbol): boolean {
  return !stack.some((dialog) => dialog.key === key) || stack.at(-1)?.key === key;
}

/** The toasts a dialog shows, the oldest first. */
export function toastsOf(key: symbol): readonly DialogToast[] {
  return stack.find((dialog) => dialog.key === key)?.toasts ?? NONE;
}

/** Shows a toast in the dialog on top; false when no dialog is open. */
export function showInTopDialog(toast: DialogToast): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  top.toasts = [...top.toasts, toast];
  changed();
  return true;
}

/** Takes a toast away from the dialog that shows it; false when no dialog does. */
export function hideInDialogs(id: string): boolean {
  for (const dialog of stack) {
    const toast = dialog.toasts.find((shown) => shown.id === id);
    if (!toast) continue;
    dialog.toasts = dialog.toasts.filter((shown) => shown !== toast);
    changed();
    toast.onClose();
    return true;
  }
  return false;
}

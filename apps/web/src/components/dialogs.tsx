import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { Drawer, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { focusIsNowhere, SIDE_MENU_ATTRIBUTE } from '@/lib/focus-page-heading';
import { showOverPage } from '@/lib/notify';
import {
  enterDialog,
  isTopDialog,
  leaveDialog,
  subscribeToDialogs,
  toastsOf,
  type DialogToast,
} from '@/lib/open-dialogs';
import { DialogToasts } from './dialog-toasts';

/*
 * Mantine's Modal and Drawer, assembled from their parts so that the close button has a name
 * and the dialog's <header> does not count as a second page banner (role none).
 */

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Width in px (the spec's dialogs are 550 wide). */
  size?: number;
  minHeight?: string;
  /** Focus goes back to what opened it when it closes (Mantine's default); false leaves focus be. */
  returnFocus?: boolean;
  children: ReactNode;
}

/** A centred dialog; its content is only rendered while open, so forms start fresh. */
export function Dialog({
  opened,
  onClose,
  title,
  size = 550,
  minHeight,
  returnFocus = true,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  useFocusBackOnLeaving();
  const { isTopmost, toasts } = useOpenDialog(opened);
  return (
    <Modal.Root
      opened={opened}
      onClose={() => {
        if (isTopmost()) onClose();
      }}
      size={size}
      centered
      returnFocus={returnFocus}
      // Fades in where it stays: Mantine's default also slides it 30 px down while it fades, so
      // a quick click on a button of a dialog still coming in could land beside it, and be lost.
      transitionProps={{ transition: 'fade', duration: 200 }}
    >
      <Modal.Overlay />
      <Modal.Content style={minHeight ? { minHeight } : undefined}>
        {/* The header stays in view as the dialog scrolls, and so do the toasts under its title. */}
        <Modal.Header role="none" style={{ flexWrap: 'wrap' }}>
          <Modal.Title fw={600} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('ui.action.close')} />
          <DialogToasts toasts={toasts} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * The dialog among those open (lib/open-dialogs.ts): whether it is the one on top, and the toasts
 * it shows. Every open Mantine dialog closes on Escape (a listener on the window each), so Escape
 * on a confirmation opened from a dialog (the appointments' Delete) closed the dialog under it
 * too, and lost its form: only the dialog on top closes.
 */
function useOpenDialog(opened: boolean): {
  isTopmost: () => boolean;
  toasts: readonly DialogToast[];
} {
  const [key] = useState(() => Symbol('dialog'));
  useEffect(() => {
    if (!opened) return;
    enterDialog(key);
    return () => showOverPage(leaveDialog(key));
  }, [opened, key]);
  const toasts = useSyncExternalStore(subscribeToDialogs, () => toastsOf(key));
  return { isTopmost: () => isTopDialog(key), toasts };
}

/**
 * Mantine gives focus back to what opened a dialog when `opened` turns false. A dialog that is a
 * route (the patient list's appointments) leaves by unmounting instead, and focus fell to the
 * page's body: a keyboard user started again from the top. On leaving, the element that had
 * focus when the dialog came gets it back, if it is still on the page and nothing else took it.
 */
function useFocusBackOnLeaving() {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      // After the dialog's elements have left the page.
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
}

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The button that opens the menu: focus goes back to it when the menu closes. */
  opener: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The narrow-screen menu, sliding in from the right. Closed, it gives focus back to its button,
 * unless something else has taken it meanwhile (a link followed: the new page's heading).
 * Mantine's own return read the focused element after the menu had moved focus to its Close
 * button, so a menu closed with Escape left focus nowhere and a keyboard user started again from
 * the top of the page.
 */
export function SideMenu({ opened, onClose, title, opener, children }: SideMenuProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  // Run as the menu finishes leaving, while its Close button may still hold focus.
  const focusOpener = () => {
    const focused = document.activeElement;
    if (focusIsNowhere() || (focused && content.current?.contains(focused)))
      opener.current?.focus({ preventScroll: true });
  };
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      returnFocus={false}
      onExitTransitionEnd={focusOpener}
    >
      <Drawer.Overlay />
      <Drawer.Content ref={content} {...{ [SIDE_MENU_ATTRIBUTE]: '' }}>
        <Drawer.Header role="none">
          <Drawer.Title fw={600}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('ui.action.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

import type { ReactNode } from 'react';
import { Drawer, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  children: ReactNode;
}

/** A centred dialog; its content is only rendered while open, so forms start fresh. */
export function Dialog({ opened, onClose, title, size = 550, minHeight, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content style={minHeight ? { minHeight } : undefined}>
        <Modal.Header role="none">
          <Modal.Title fw={600} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('ui.action.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** The narrow-screen menu, sliding in from the right. */
export function SideMenu({ opened, onClose, title, children }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={320}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title fw={600}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('ui.action.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

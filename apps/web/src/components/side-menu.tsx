import { lazyDialog } from './lazy-dialog';

/** The narrow-screen menu (see ./dialogs), downloaded when first opened. */
export const SideMenu = lazyDialog(
  async () => (await import('./dialogs')).SideMenu,
  (props) => props.opened,
);

import { useEffect } from 'react';
import { i18n } from './i18n';

/** Sets the browser tab title, which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = i18n.t('ui.app.pageTitle', { title });
  }, [title]);
}

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagesDrawnFor } from '@/lib/api-client';
import { cachedSessionUser } from '@/lib/session';
import { holdTypedWork } from '@/lib/sign-in-again';
import { ConfirmDialog } from './confirm-dialog';

export interface LeaveGuard {
  /** The question asked when a link, Back or the menu would leave the page: render it. */
  dialog: ReactNode;
  /** The form was saved: the navigation that follows is not asked about. */
  release: () => void;
}

/**
 * Asks before a long form with unsaved typing is left: a link, the header menu or Back within
 * the app opens a dialog (stay, or leave without saving); a reload, a closed tab or an address
 * typed gets the browser's own question. Nothing is asked once the form is saved (`release`),
 * nor when the session ends (signing out, or an expired session taking the person to the login
 * page: the page cannot be kept without it), nor when the hospital the page was drawn for is no
 * longer the doctor's (a save would go to the other hospital).
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const released = useRef(false);
  const signedInAtStart = useRef(cachedSessionUser(queryClient) !== null);
  const hospitalAtStart = useRef(pagesDrawnFor());

  const shouldAsk = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!unsaved || released.current) return false;
      if (currentLocation.pathname === nextLocation.pathname) return false;
      if (pagesDrawnFor() !== hospitalAtStart.current) return false;
      return cachedSessionUser(queryClient) !== null || !signedInAtStart.current;
    },
    [unsaved, queryClient],
  );
  const blocker = useBlocker(shouldAsk);

  // While it holds typed work, a read that finds the session ended asks to sign in again over
  // the page rather than leaving it (app.tsx).
  useEffect(() => (unsaved ? holdTypedWork() : undefined), [unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const askBrowser = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', askBrowser);
    return () => window.removeEventListener('beforeunload', askBrowser);
  }, [unsaved]);

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('ui.leave.title')}
      request={{
        message: t('ui.leave.message'),
        confirmLabel: t('ui.leave.leave'),
        cancelLabel: t('ui.leave.stay'),
        danger: true,
      }}
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}

import type { NotificationData, notifications } from '@mantine/notifications';
import { i18n } from './i18n';
import { hideInDialogs, showInTopDialog, type DialogToast } from './open-dialogs';
import { isAskingToSignInAgain } from './sign-in-again';

/*
 * The toast store comes with the toast container (src/app/providers.tsx), after the first paint:
 * a static import would put the container and its animation library in every first download.
 * Calls made before it arrives run in order once it has.
 */
let toastStore: Promise<typeof notifications> | undefined;
function withToastStore(action: (store: typeof notifications) => void): void {
  toastStore ??= import('@mantine/notifications').then((module) => module.notifications);
  toastStore.then(action, () => {
    // A failed download (the network) is tried again by the next toast.
    toastStore = undefined;
  });
}

/*
 * A toast belongs to the page it was raised on and goes when the person moves to another page.
 * One raised while leaving (in the same event that starts a navigation, or while the next page
 * loads: 'Patient Registration Successfully!' before the patient list) belongs to the next page.
 */

/** Marks a toast that travels with the navigation under way. */
const NEXT_PAGE = -1;
/** Each toast on screen, with the number of the page it belongs to (or NEXT_PAGE). */
const owners = new Map<string, number>();
/** Toasts raised in the current task: a navigation started by the same event takes them along. */
const raisedThisTask = new Set<string>();
let page = 0;
let shownPath: string | null = null;
let leaving = false;
let sequence = 0;
/**
 * The toast on screen under each key: another toast under the same key replaces it instead of
 * stacking. The key is the toast's text, or a form's name for its refusals (notifyRefusal).
 */
const shownUnder = new Map<string, string>();
/** What the toast on screen under each key says. */
const sayingUnder = new Map<string, string>();

/** How long a toast stays when it does not say, over the page and in a dialog alike. */
export const TOAST_AUTO_CLOSE_MS = 4000;

/** A toast of this app: its texts are plain strings. */
type Toast = Pick<NotificationData, 'color' | 'autoClose'> & { title: string; message: string };

function show(data: Toast, key = `${data.color ?? ''}\n${data.title}\n${data.message}`): void {
  closeUnder(key);
  sequence += 1;
  const id = `toast-${sequence}`;
  shownUnder.set(key, id);
  sayingUnder.set(key, data.message);
  const closed = () => {
    owners.delete(id);
    if (shownUnder.get(key) !== id) return;
    shownUnder.delete(key);
    sayingUnder.delete(key);
  };
  // An icon-only close button needs a name, in the language of the moment; not a dialog's
  // 'Close', as the toast may show in a dialog.
  const closeButtonProps = { 'aria-label': i18n.t('ui.action.closeMessage') };
  const toast = { closeButtonProps, ...data, id, onClose: closed };
  // With a dialog open, the toast shows in it (lib/open-dialogs.ts).
  if (!showInTopDialog(toast)) withToastStore((store) => store.show(toast));
  owners.set(id, leaving ? NEXT_PAGE : page);
  raisedThisTask.add(id);
  // Timers run after the task and its promise callbacks, so the task's own navigation sees it.
  setTimeout(() => raisedThisTask.delete(id), 0);
}

/** Takes a toast away, from the dialog that shows it or from over the page. */
function hide(id: string): void {
  if (!hideInDialogs(id)) withToastStore((store) => store.hide(id));
}

/** Shows over the page the toasts of a dialog that closed with no other dialog under it. */
export function showOverPage(toasts: readonly DialogToast[]): void {
  for (const toast of toasts) withToastStore((store) => store.show(toast));
}

/** Closes the toast on screen under a key, if any. */
function closeUnder(key: string): void {
  const id = shownUnder.get(key);
  if (id === undefined) return;
  shownUnder.delete(key);
  sayingUnder.delete(key);
  owners.delete(id);
  hide(id);
}

function carryRaisedThisTask(): void {
  for (const id of raisedThisTask) if (owners.has(id)) owners.set(id, NEXT_PAGE);
}

function settleCarried(): void {
  for (const [id, owner] of owners) if (owner === NEXT_PAGE) owners.set(id, page);
}

/** A page and the dialogs opened over it as child routes (/patient-list/5/appointments) are one page. */
function samePage(from: string, to: string): boolean {
  const within = (inner: string, outer: string) =>
    outer === '/' ? inner === '/' : inner === outer || inner.startsWith(`${outer}/`);
  return within(from, to) || within(to, from);
}

/**
 * The router's state, after every change: whether a navigation is under way and which path is
 * on screen. Moving to another page closes the toasts of the page left behind.
 */
export function followNavigation(pending: boolean, pathname: string): void {
  if (shownPath === null) shownPath = pathname;
  if (pathname !== shownPath) {
    const anotherPage = !samePage(shownPath, pathname);
    shownPath = pathname;
    carryRaisedThisTask();
    if (anotherPage) {
      page += 1;
      for (const [id, owner] of owners) {
        if (owner === NEXT_PAGE) continue;
        hide(id);
        owners.delete(id);
      }
    }
    settleCarried();
    // A redirect may already be on its way.
    leaving = pending;
    return;
  }
  if (pending && !leaving) {
    leaving = true;
    carryRaisedThisTask();
  } else if (!pending && leaving) {
    // The navigation ended on the same path (or was cancelled): its toasts stay here.
    leaving = false;
    settleCarried();
  }
}

export function notifySuccess(
  message: string,
  title: string = i18n.t('common.titleSuccess'),
): void {
  show({ color: 'green', title, message });
}

const errorToast = (message: string, title: string = i18n.t('common.titleError')): Toast => ({
  color: 'red',
  title,
  message,
  autoClose: 8000,
});

export function notifyError(message: string, title?: string): void {
  if (saysNothingNew(message)) return;
  show(errorToast(message, title));
}

const SESSION_ENDED = 'session ended';

/**
 * The one toast of a session that ended (expired, revoked): the form or action whose call found
 * out says 'Please log in to continue.' as well, which would stand beside it as a second toast.
 */
export function notifySessionEnded(): void {
  show(errorToast(i18n.t('login.sessionExpired'), i18n.t('ui.nav.signIn')), SESSION_ENDED);
}

/**
 * An error toast that would say nothing new: an empty message (the inputs show the server's
 * messages), or one another toast or dialog says already: the session that ended (its toast, or
 * the dialog that asks to sign in again over the page), or a call of a page
 * drawn for the hospital another window switched away from (the app leaves that page and says
 * why).
 */
function saysNothingNew(message: string): boolean {
  if (message.trim() === '' || message === i18n.t('error.hospitalChanged')) return true;
  const sessionEndedSaid = shownUnder.has(SESSION_ENDED) || isAskingToSignInAgain();
  return sessionEndedSaid && message === i18n.t('error.unauthenticated');
}

/** The key of a form's refusal toasts. */
const refusalOf = (form: string) => `refusal of ${form}`;

/**
 * A form's refusal of a Save (a missing answer, the server's no): it replaces the form's earlier
 * one, and closeRefusal takes it away once a Save goes through, so it does not stand beside
 * 'Save Successfully!' for the rest of its eight seconds.
 */
export function notifyRefusal(form: string, message: string): void {
  if (saysNothingNew(message)) return;
  show(errorToast(message), refusalOf(form));
}

export function closeRefusal(form: string): void {
  closeUnder(refusalOf(form));
}

/**
 * Closes a form's refusal toast unless it says `stillTrue` (null: nothing it could say is true
 * any more), for a toast about the form's own state once that state has changed.
 */
export function closeRefusalUnless(form: string, stillTrue: string | null): void {
  if (sayingUnder.get(refusalOf(form)) !== stillTrue) closeUnder(refusalOf(form));
}

/**
 * A notice that is neither a success nor an error: nothing changed because the thing asked for
 * was already so (a questionnaire assigned twice).
 */
export function notifyNotice(message: string): void {
  show({ color: 'blue', title: i18n.t('common.titleNotice'), message });
}

/** The spec's refusal toast (title 'warning!'): a coupon used in payments, a plan a hospital holds. */
export function notifyWarning(message: string): void {
  show({ color: 'orange', title: i18n.t('plan.warningTitle'), message, autoClose: 8000 });
}

/** The spec's toast after a save: 'Update Successfully!' for an edit, else 'Save Successfully!'. */
export function notifySaved(updated: boolean): void {
  if (updated) notifySuccess(i18n.t('common.updateSuccess'), i18n.t('common.titleUpdate'));
  else notifySuccess(i18n.t('common.saveSuccess'), i18n.t('common.titleSuccess'));
}

import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

export function notifySuccess(
  message: string,
  title: string = i18n.t('common.titleSuccess'),
): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(message: string, title: string = i18n.t('common.titleError')): void {
  notifications.show({ color: 'red', title, message, autoClose: 8000 });
}

/** The spec's toast after a save: 'Update Successfully!' for an edit, else 'Save Successfully!'. */
export function notifySaved(updated: boolean): void {
  if (updated) notifySuccess(i18n.t('common.updateSuccess'), i18n.t('common.titleUpdate'));
  else notifySuccess(i18n.t('common.saveSuccess'), i18n.t('common.titleSuccess'));
}

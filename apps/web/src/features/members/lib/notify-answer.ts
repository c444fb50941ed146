import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

/** The success toast shows the server's own sentence ("X has been invited…") when it sends one. */
export function notifyAnswer(message: string | undefined): void {
  notifySuccess(message ?? i18n.t('common.saveSuccess'));
}

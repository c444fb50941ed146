import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';

/** The spec's refusal toast (title 'warning!'), e.g. a coupon used in payments. */
export function notifyWarning(message: string): void {
  notifications.show({
    color: 'orange',
    title: i18n.t('plan.warningTitle'),
    message,
    autoClose: 8000,
  });
}

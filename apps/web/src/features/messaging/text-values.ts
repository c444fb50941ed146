import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the SMS outbox screen (keys start with ui.outbox.). */
export const messagingTextValues = {
  'ui.outbox.title': 'SMS Outbox',
  'ui.outbox.intro':
    'Messages the portal sends by SMS, newest first, with how their delivery went. One-time codes and set-password links are hidden outside demo mode.',
  'ui.outbox.time': 'Time',
  'ui.outbox.recipient': 'Recipient',
  'ui.outbox.message': 'Message',
  'ui.outbox.status': 'Status',
  'ui.outbox.attempts': 'Attempts',
  'ui.outbox.lastError': 'Last error',
  'ui.outbox.status.queued': 'Queued',
  'ui.outbox.status.sending': 'Sending',
  'ui.outbox.status.sent': 'Sent',
  'ui.outbox.status.failed': 'Failed',
  'ui.outbox.status.delivered': 'Delivered',
  'ui.outbox.pagination': 'Outbox pages',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('messaging', messagingTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});

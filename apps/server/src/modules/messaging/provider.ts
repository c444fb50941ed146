import type { Language } from '@portal/shared';
import type { SmsKind } from './sms-kinds';

/** One queued message as a provider is given it. */
export interface OutgoingSms {
  id: number;
  recipient: string;
  kind: SmsKind;
  params: Record<string, string>;
  body: string;
  /** The language of the body, and so of the provider's template. */
  language: Language;
}

/**
 * One interface for every SMS provider (DESIGN.md section 5): MSG91 in production, the outbox
 * itself in demo mode. `send` resolves with the provider's message id once the provider has taken
 * the message; it throws SmsRejected when the provider answered no, and anything else (a timeout,
 * a dropped connection) leaves the outcome unknown.
 */
export interface SmsProvider {
  readonly name: 'outbox' | 'msg91';
  send(sms: OutgoingSms, signal: AbortSignal): Promise<{ providerMessageId: string | null }>;
}

/** The provider answered and refused the message: it was not sent. */
export class SmsRejected extends Error {}

/**
 * The embedded default: the outbox table is the destination, readable by the super admin in demo
 * mode, so a message is "delivered" as soon as it is taken from the queue.
 */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  send: () => Promise.resolve({ providerMessageId: null }),
};

import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared';
import type { SmsConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import { enqueue, languageOfRecipient } from './repository';
import { renderSms, smsParams, type Sms, type SmsKind } from './sms-kinds';

/**
 * Queues a text message. Call it inside the transaction that decides the message: the row
 * commits with it (a rolled-back transaction sends nothing) and delivery.ts sends it afterwards.
 */
export interface SmsSender {
  /** Answers the outbox row's id (an appointment keeps its reminder's, for its delivery). */
  enqueue(db: Executor, to: string, sms: Sms): Promise<number>;
}

/** Whether the provider can send a kind of message in a language (has its template). */
export type SmsLanguages = (kind: SmsKind, language: Language) => boolean;

/** The outbox shows any language; MSG91 (and its fake) send those it has templates for. */
export function smsLanguagesOf(config: SmsConfig): SmsLanguages {
  if (config.provider === 'outbox') return () => true;
  return (kind, language) => Boolean(config.templates[kind][language]);
}

/**
 * Writes the message to the outbox with its rendered catalogue text (for the outbox screen) and
 * its kind, variables and language (for the provider's template). The language is the one the
 * recipient chose for their login (or the one the message names), when the provider has that
 * template; English otherwise. The log line leaves the content out: it may hold a one-time code.
 */
export function queueingSmsSender(
  log: FastifyBaseLogger,
  speaks: SmsLanguages = () => true,
): SmsSender {
  return {
    async enqueue(db, to, sms) {
      const params = smsParams(sms);
      const wanted = sms.language ?? (await languageOfRecipient(db, to)) ?? DEFAULT_LANGUAGE;
      const language = speaks(sms.kind, wanted) ? wanted : DEFAULT_LANGUAGE;
      const id = await enqueue(db, {
        channel: 'sms',
        recipient: to,
        body: renderSms(sms.kind, params, language),
        kind: sms.kind,
        params,
        language,
      });
      log.info({ channel: 'sms', kind: sms.kind, to: `******${to.slice(-4)}` }, 'sms queued');
      return id;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { enqueue } from './repository';
import { renderSms, smsParams, type Sms } from './sms-kinds';

/**
 * Queues a text message. Call it inside the transaction that decides the message: the row
 * commits with it (a rolled-back transaction sends nothing) and delivery.ts sends it afterwards.
 */
export interface SmsSender {
  enqueue(db: Executor, to: string, sms: Sms): Promise<void>;
}

/**
 * Writes the message to the outbox with its rendered catalogue text (for the outbox screen) and
 * its kind and variables (for the provider's template). The log line leaves the content out: it
 * may hold a one-time code.
 */
export function queueingSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async enqueue(db, to, sms) {
      const params = smsParams(sms);
      await enqueue(db, {
        channel: 'sms',
        recipient: to,
        body: renderSms(sms.kind, params),
        kind: sms.kind,
        params,
      });
      log.info({ channel: 'sms', kind: sms.kind, to: `******${to.slice(-4)}` }, 'sms queued');
    },
  };
}

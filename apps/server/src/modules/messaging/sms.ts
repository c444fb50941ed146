import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { enqueue } from './repository';

/** Sends a text message. Production plugs a provider in behind this; the default is the outbox. */
export interface SmsSender {
  send(db: Executor, to: string, body: string): Promise<void>;
}

/**
 * The embedded default: the message is written to the outbox table (readable by the super admin
 * in demo mode) and a line is logged without its content, which may hold a one-time code.
 */
export function outboxSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(db, to, body) {
      await enqueue(db, 'sms', to, body);
      log.info({ channel: 'sms', to: `******${to.slice(-4)}` }, 'sms queued in outbox');
    },
  };
}

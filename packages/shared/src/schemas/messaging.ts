import { z } from 'zod';
import { pagedResponse } from './common';

/** Where a message stands in the delivery queue (the outbox table's status column). */
export const SMS_STATUSES = ['queued', 'sending', 'sent', 'failed', 'delivered'] as const;
export const smsStatus = z.enum(SMS_STATUSES);
export type SmsStatus = z.infer<typeof smsStatus>;

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  /** Outside demo mode the server masks one-time codes and set-password links. */
  body: z.string(),
  status: smsStatus,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxPage = pagedResponse(outboxMessage);

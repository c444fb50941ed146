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
export type OutboxPage = z.infer<typeof outboxPage>;

/** A background job as the super admin sees it. */
export const jobStatus = z.object({
  name: z.string(),
  everyMinutes: z.number().int(),
  lastFinishedAt: z.string().nullable(),
  lastState: z.enum(['completed', 'failed']).nullable(),
  lastError: z.string().nullable(),
  failedLastDay: z.number().int(),
  waiting: z.number().int(),
});
export const jobStatusList = z.array(jobStatus);
export type JobStatusView = z.infer<typeof jobStatus>;

import { z } from 'zod';
import { pagedResponse } from './common';

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxPage = pagedResponse(outboxMessage);

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

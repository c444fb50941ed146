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

import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

export async function enqueue(
  db: Executor,
  channel: 'sms' | 'email',
  recipient: string,
  body: string,
) {
  await db.insert(outbox).values({ channel, recipient, body });
}

export async function listOutbox(db: Executor, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox);
  return { rows, total: count?.count ?? 0 };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, message } from '@portal/shared';
import type { Executor } from '../db/client';
import { idempotentAnswers } from '../db/schema';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create the browser may send again when its answer was lost: with an Idempotency-Key
     * header, the same person's same key to the same address gets the first answer again.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key of a first request, whose answer is kept once it is sent. */
    idempotencyKey: string | null;
  }
}

/** What the web app sends: 32 hex characters; anything else is ignored, as if no key were sent. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The method and address a key is kept for (cut to the column's length). */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.url}`.slice(0, 300);

/** The row of one person's key. */
const keyRow = (userId: number, key: string) =>
  and(eq(idempotentAnswers.userId, userId), eq(idempotentAnswers.key, key));

/** The status a key is claimed with while its first request runs; no answer has it. */
const RUNNING = 0;
/** A claim this old belongs to a request that never answered (a server stopped mid-save). */
const ABANDONED_AFTER_MS = 2 * 60_000;

type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'running' }
  /** The key was sent before to another address: this request runs as one without a key. */
  | { kind: 'elsewhere' };

/**
 * Claims `key` for this request: the first request with it writes a running row, which its
 * answer fills in (or takes away, when it fails). A repeat finds the answer, or the first
 * request still running; a claim left running too long is taken over.
 */
async function claimKey(
  db: Executor,
  userId: number,
  key: string,
  route: string,
  now: Date,
): Promise<Claim> {
  const [claimed] = await db
    .insert(idempotentAnswers)
    .values({ userId, key, route, status: RUNNING, body: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentAnswers.key });
  if (claimed) return { kind: 'claimed' };
  const [kept] = await db.select().from(idempotentAnswers).where(keyRow(userId, key)).limit(1);
  // Gone between the two statements: its request failed, so this one runs without a key.
  if (!kept || kept.route !== route) return { kind: 'elsewhere' };
  if (kept.status !== RUNNING) return { kind: 'answered', status: kept.status, body: kept.body };
  if (now.getTime() - kept.createdAt.getTime() < ABANDONED_AFTER_MS) return { kind: 'running' };
  const [takenOver] = await db
    .update(idempotentAnswers)
    .set({ createdAt: now })
    .where(
      and(
        keyRow(userId, key),
        eq(idempotentAnswers.status, RUNNING),
        eq(idempotentAnswers.createdAt, kept.createdAt),
      ),
    )
    .returning({ key: idempotentAnswers.key });
  return takenOver ? { kind: 'claimed' } : { kind: 'running' };
}

/**
 * Keeps the first successful answer of an idempotent route per person and key, and answers a
 * repeat with it instead of running the route again (a second appointment, a second attempt).
 * A repeat that comes while the first is still running (the browser lost the connection and
 * the person saved again) is refused with 409 and runs nothing; saved again once the first has
 * answered, it gets that answer.
 */
export function registerIdempotency(app: FastifyInstance) {
  const { db } = app.deps;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.session) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return;
    const claim = await claimKey(db, request.session.user.id, key, routeOf(request), new Date());
    if (claim.kind === 'answered') return reply.status(claim.status).send(claim.body);
    if (claim.kind === 'running') {
      throw new AppError(409, 'still_saving', message('error.stillSaving'));
    }
    if (claim.kind === 'claimed') request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.session) return payload;
    const mine = keyRow(request.session.user.id, key);
    try {
      if (reply.statusCode < 300 && typeof payload === 'string') {
        const body = JSON.parse(payload) as unknown;
        await db.update(idempotentAnswers).set({ status: reply.statusCode, body }).where(mine);
      } else {
        // A refusal or a failure is not kept: the same key, corrected or retried, runs again.
        await db.delete(idempotentAnswers).where(and(mine, eq(idempotentAnswers.status, RUNNING)));
      }
    } catch (error) {
      // The answer still goes out; a retry of it would find the key running until it is
      // abandoned, then run again.
      request.log.warn({ err: error }, 'idempotent answer not kept');
    }
    return payload;
  });
}

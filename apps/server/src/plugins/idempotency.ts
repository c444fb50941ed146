import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared';
import { idempotentAnswers } from '../db/schema';

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

/**
 * Keeps the first successful answer of an idempotent route per person and key, and answers a
 * repeat with it instead of running the route again (a second appointment, a second attempt).
 * Two requests with one key at the same moment both run: the web app never sends those (its
 * Save is disabled while a save is under way); a retry comes after the first answered or failed.
 */
export function registerIdempotency(app: FastifyInstance) {
  const { db } = app.deps;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.session) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return;
    const [kept] = await db
      .select()
      .from(idempotentAnswers)
      .where(
        and(eq(idempotentAnswers.userId, request.session.user.id), eq(idempotentAnswers.key, key)),
      )
      .limit(1);
    // A key sent before to another address is not this request's: it runs as one without a key.
    if (kept?.route === routeOf(request)) return reply.status(kept.status).send(kept.body);
    if (!kept) request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.session || reply.statusCode >= 300 || typeof payload !== 'string') {
      return payload;
    }
    try {
      await db
        .insert(idempotentAnswers)
        .values({
          userId: request.session.user.id,
          key,
          route: routeOf(request),
          status: reply.statusCode,
          body: JSON.parse(payload) as unknown,
        })
        .onConflictDoNothing();
    } catch (error) {
      // The answer still goes out; only a retry of it would run again.
      request.log.warn({ err: error }, 'idempotent answer not kept');
    }
    return payload;
  });
}

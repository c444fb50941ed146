import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@portal/shared';
import { AppError } from '../lib/errors';

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[]; message?: string } };
}

/** "/hospital/pincode" or issue path ["hospital","pincode"] -> "hospital.pincode". */
function issuePath(issue: ZodLikeIssue): string {
  const fromIssue = issue.params?.issue?.path;
  if (fromIssue && fromIssue.length > 0) return fromIssue.join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/**
 * What the router answers before any route runs, for an address it cannot read (a broken
 * %-escape, a path parameter over the length limit): the same error shape as everything else.
 */
export function answerFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  void reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'bad_request', message: messages['error.badAddress'] } });
}

/** One error shape for every failure: { error: { code, message, fieldErrors } }. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = (error.validation as ZodLikeIssue[]).map((issue) => ({
        path: issuePath(issue),
        message: issue.params?.issue?.message ?? issue.message ?? messages['error.validation'],
      }));
      return reply.status(400).send({
        error: { code: 'validation_failed', message: messages['error.validation'], fieldErrors },
      });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        },
      });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'rate_limited', message: messages['error.rateLimited'] } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large and the like.
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code ?? 'bad_request', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: messages['error.internal'] } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not_found', message: messages['error.notFound'] } });
  });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishText, identifyMessage, MESSAGE_KEYS_HEADER, messages } from '@portal/shared';
import { AppError, isReferencedRowDeletion } from '../lib/errors';
import type { FieldError } from '../lib/errors';

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

/** The caller shows the server's sentences in the reader's language (see MESSAGE_KEYS_HEADER). */
function wantsKeys(request: FastifyRequest): boolean {
  return request.headers[MESSAGE_KEYS_HEADER] === '1';
}

/**
 * A message as the caller reads it: always the English sentence (a rule's message is a
 * catalogue ref until here), with its key and parameters when the caller asks for them.
 */
function describe(text: string, withKeys: boolean) {
  const message = englishText(text);
  if (!withKeys) return { message };
  const ref = identifyMessage(text);
  if (!ref) return { message };
  return { message, key: ref.key, ...(ref.params ? { params: ref.params } : {}) };
}

function errorBody(
  request: FastifyRequest,
  code: string,
  message: string,
  fieldErrors?: FieldError[],
) {
  const withKeys = wantsKeys(request);
  return {
    error: {
      code,
      ...describe(message, withKeys),
      ...(fieldErrors
        ? {
            fieldErrors: fieldErrors.map((field) => ({
              path: field.path,
              ...describe(field.message, withKeys),
            })),
          }
        : {}),
    },
  };
}

/**
 * What the router answers before any route runs, for an address it cannot read (a broken
 * %-escape, a path parameter over the length limit): the same error shape as everything else.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply
    .status(400)
    .header('cache-control', 'no-store')
    .send(errorBody(request, 'bad_request', messages['error.badAddress']));
}

/**
 * Each message once per field: two rules a value breaks may say the same sentence (a dose of
 * 100.001 is both over the limit and past two decimals, 'a dose from 0 to 100 with at most two
 * decimals' for each).
 */
function distinct(fieldErrors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fieldErrors.filter((field) => {
    const key = `${field.path}\n${field.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One error shape for every failure: { error: { code, message, fieldErrors } }. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = distinct(
        (error.validation as ZodLikeIssue[]).map((issue) => ({
          path: issuePath(issue),
          message: issue.params?.issue?.message ?? issue.message ?? messages['error.validation'],
        })),
      );
      return reply
        .status(400)
        .send(errorBody(request, 'validation_failed', messages['error.validation'], fieldErrors));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(request, error.code, error.message, error.fieldErrors));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody(request, 'rate_limited', messages['error.rateLimited']));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large and the like.
      return reply
        .status(error.statusCode)
        .send(errorBody(request, error.code ?? 'bad_request', error.message));
    }
    if (isReferencedRowDeletion(error)) {
      request.log.warn({ err: error }, 'delete refused: the row is still referenced');
      return reply.status(409).send(errorBody(request, 'in_use', messages['error.inUse']));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, 'internal', messages['error.internal']));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(request, 'not_found', messages['error.notFound']));
  });

  // A success's own sentence ("Save Successfully!") gets its key too, for the caller that asks.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!wantsKeys(request) || !payload || typeof payload !== 'object' || Array.isArray(payload))
      return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    return { ...payload, ...describe(message, true) };
  });
}

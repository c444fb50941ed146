import type { FastifyInstance } from 'fastify';
import { messages, pathsWithForbiddenCharacters } from '@portal/shared';
import { errors } from '../lib/errors';

/**
 * The control-character rule (packages/shared/src/control-characters.ts) on every string of every
 * request, before the route's own validation: path parameters, query and body. A field that breaks
 * it is refused by name, like any other invalid field, and never reaches the database (PostgreSQL
 * cannot store NUL in text and would answer with an error).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...pathsWithForbiddenCharacters(request.params),
      ...pathsWithForbiddenCharacters(request.query),
      ...pathsWithForbiddenCharacters(request.body),
    ];
    if (paths.length === 0) return;
    throw errors.invalidFields(
      paths.map((path) => ({ path, message: messages['common.controlCharacters'] })),
    );
  });
}

import type { FastifyRequest } from 'fastify';
import { languageOfHeader, type Language } from '@portal/shared';

/**
 * The language the caller reads: the web app sends the one in use as Accept-Language. It picks
 * the names of reference data (master lists) in the answer; messages carry their keys instead.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfHeader(request.headers['accept-language']);
}

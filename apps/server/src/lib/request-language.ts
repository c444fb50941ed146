import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfHeader, type Language } from '@portal/shared';

/** The requests whose answer was written in the caller's language. */
const answeredInTheirLanguage = new WeakSet<FastifyRequest>();

/**
 * The language the caller reads: the web app sends the one in use as Accept-Language. It picks
 * the names of reference data (master list entries, places) in the answer; messages carry their
 * keys instead. Reading it marks the answer as varying by language (see varyByLanguage).
 */
export function requestLanguage(request: FastifyRequest): Language {
  answeredInTheirLanguage.add(request);
  return languageOfHeader(request.headers['accept-language']);
}

/**
 * Adds Accept-Language to the answer's Vary when its handler read the caller's language, so a
 * shared cache keeps one copy per language of a public answer (the directory's listings).
 */
export function varyByLanguage(request: FastifyRequest, reply: FastifyReply): void {
  if (!answeredInTheirLanguage.has(request)) return;
  const vary = reply.getHeader('vary');
  const fields = typeof vary === 'string' && vary ? `${vary}, Accept-Language` : 'Accept-Language';
  reply.header('vary', fields);
}

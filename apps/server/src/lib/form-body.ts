import type { FastifyInstance } from 'fastify';

/**
 * Parses application/x-www-form-urlencoded bodies into a flat record, for server-to-server
 * callbacks that post forms (Paytm's payment callback, MSG91's delivery reports).
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit = 16_384) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

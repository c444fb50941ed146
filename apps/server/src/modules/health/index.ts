import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createReadiness, registerDefaultChecks, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where background jobs register their readiness checks (readiness.register). */
    readiness: Readiness;
  }
}

export function registerReadiness(app: FastifyInstance, db: Database) {
  const readiness = createReadiness();
  registerDefaultChecks(readiness, db);
  app.decorate('readiness', readiness);
}

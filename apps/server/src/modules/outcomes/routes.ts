import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const outcomeRoutes: FastifyPluginAsyncZod = async () => {};

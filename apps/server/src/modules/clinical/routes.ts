import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clinicalRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const appointmentRoutes: FastifyPluginAsyncZod = async () => {};

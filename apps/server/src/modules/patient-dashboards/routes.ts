import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const patientDashboardRoutes: FastifyPluginAsyncZod = async () => {};

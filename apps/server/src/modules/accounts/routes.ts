import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCTOR_REGISTER_TYPES,
  doctorRegistrationRequest,
  doctorRegistrationResponse,
  errorResponse,
  message,
  mobileAvailabilityResponse,
  mobileNumber,
} from '@portal/shared';
import { clientInfo } from '../../lib/request-context';
import { isMobileNumberAvailable, registerDoctor } from './service';

const tags = ['accounts'];
const registerTypes = Object.keys(DOCTOR_REGISTER_TYPES) as [keyof typeof DOCTOR_REGISTER_TYPES];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // A lookup, but a POST so the mobile number stays out of URLs and access logs.
  app.post(
    '/accounts/mobile-availability',
    {
      schema: {
        tags,
        body: z.object({ mobileNumber }),
        response: { 200: mobileAvailabilityResponse, 400: errorResponse },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      available: await isMobileNumberAvailable(db, request.body.mobileNumber),
    }),
  );

  app.post(
    '/accounts/doctors',
    {
      schema: {
        tags,
        querystring: z.object({ registerType: z.enum(registerTypes).default('database') }),
        body: doctorRegistrationRequest,
        response: { 201: doctorRegistrationResponse, 400: errorResponse, 409: errorResponse },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const created = await registerDoctor(
        db,
        request.body,
        request.query.registerType,
        clientInfo(request).ip,
      );
      return reply.status(201).send({ ...created, message: message('doctor.registrationSuccess') });
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactEnquiryHandledRequest,
  contactEnquiryPage,
  contactEnquiryRequest,
  errorResponse,
  idParam,
  message,
  okResponse,
  pageQuery,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/repository';
import { areaColumns, checkLocation } from '../locations/repository';
import { errorResponses } from '../../lib/error-responses';
import { insertEnquiry, listEnquiries, setEnquiryHandled } from './repository';

const tags = ['contact'];
const readEnquiries = { access: { permission: 'read:enquiries' as const } };
const adminFailures = errorResponses(400, 401, 403, 404);

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/contact/enquiries',
    {
      schema: {
        tags,
        body: contactEnquiryRequest,
        response: { 201: okResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body;
      const problems = await checkLocation(db, body);
      if (problems.length > 0) throw errors.invalidFields(problems);
      await insertEnquiry(db, {
        name: body.name,
        email: body.emailId,
        mobileNumber: body.mobileNumber,
        ...areaColumns(body),
        city: body.city,
        purpose: body.purpose,
        description: body.description,
      });
      return reply.status(201).send({ ok: true as const, message: message('contact.saved') });
    },
  );

  app.get(
    '/contact/enquiries',
    {
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: contactEnquiryPage, ...adminFailures },
      },
      config: readEnquiries,
    },
    async (request) => {
      const { rows, total } = await listEnquiries(
        db,
        request.query.page,
        request.query.pageSize,
        requestLanguage(request),
      );
      return {
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          handledAt: row.handledAt?.toISOString() ?? null,
        })),
        recordsTotal: total,
        recordsFiltered: total,
      };
    },
  );

  app.patch(
    '/contact/enquiries/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idParam }),
        body: contactEnquiryHandledRequest,
        response: { 200: okResponse, ...adminFailures },
      },
      config: readEnquiries,
    },
    async (request) => {
      const user = currentUser(request);
      const changed = await setEnquiryHandled(
        db,
        request.params.id,
        request.body.handled ? user.id : null,
      );
      if (!changed) throw errors.notFound();
      await recordAudit(db, {
        actorUserId: user.id,
        action: request.body.handled ? 'contact.handled' : 'contact.reopened',
        entity: 'contact_enquiry',
        entityId: request.params.id,
        ip: request.ip,
      });
      return { ok: true as const };
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discountCheckRequest,
  discountCheckResult,
  doctorPatientRequest,
  hospitalDoctorList,
  idParam,
  message,
  okResponse,
  patientBindRequest,
  patientBindingList,
  patientListPage,
  patientListQuery,
  patientLookupRequest,
  patientLookupResponse,
  patientRecord,
  patientUpdateQuery,
  patientSavedResponse,
  patientStatusRequest,
  patientSummary,
  selfRegistrationRequest,
} from '@portal/shared';
import { currentUser } from '../../plugins/auth';
import { recordReadAudit } from '../audit/read-buffer';
import { errorResponses } from '../../lib/error-responses';
import { actorOf } from './actor';
import { hospitalDoctors, listHospitalPatients, patientBindings } from './repository';
import { ownSummary, programmePrice, selfRegister } from './self-registration';
import {
  bindExistingPatient,
  changeStatus,
  lookupPatient,
  patientOfHospital,
  readPatient,
  registerByDoctor,
  updateByDoctor,
} from './service';

const tags = ['patients'];
const read = { access: { permission: 'read:patients' as const } };
const write = { access: { permission: 'write:patients' as const } };
const failures = errorResponses(400, 401, 402, 403, 404, 409);
const idParams = z.object({ id: idParam });

export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  app.get(
    '/patients',
    {
      schema: {
        tags,
        querystring: patientListQuery,
        response: { 200: patientListPage, ...failures },
      },
      config: read,
    },
    async (request) => {
      const actor = actorOf(request);
      const list = await listHospitalPatients(db, actor.hospitalId, request.query);
      // Buffered: one list read must not cost one INSERT and commit (modules/audit/read-buffer).
      await recordReadAudit(db, {
        actorUserId: actor.user.id,
        action: 'patient.list',
        entity: 'hospital',
        entityId: actor.hospitalId,
        ip: actor.ip,
        detail: { page: request.query.page, searched: Boolean(request.query.search) },
      });
      return {
        data: list.rows,
        recordsTotal: list.total,
        recordsFiltered: list.filtered,
        anchor: list.anchor,
        filteredIsLowerBound: list.filteredIsLowerBound,
      };
    },
  );

  app.post(
    '/patients',
    {
      schema: {
        tags,
        body: doctorPatientRequest,
        response: { 201: patientSavedResponse, ...failures },
      },
      config: write,
    },
    async (request, reply) => {
      const patientId = await registerByDoctor(deps, actorOf(request), request.body);
      return reply.status(201).send({ patientId, message: message('patient.registered') });
    },
  );

  app.get(
    '/patients/:id',
    {
      schema: { tags, params: idParams, response: { 200: patientRecord, ...failures } },
      config: read,
    },
    (request) => readPatient(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/patients/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: patientUpdateQuery,
        body: doctorPatientRequest,
        response: { 200: patientSavedResponse, ...failures },
      },
      config: write,
    },
    async (request) => {
      await updateByDoctor(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
        request.query.baseUpdatedAt,
      );
      return { patientId: request.params.id, message: message('patient.updated') };
    },
  );

  app.patch(
    '/patients/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: patientStatusRequest,
        response: { 200: okResponse, ...failures },
      },
      config: write,
    },
    async (request) => {
      await changeStatus(deps, actorOf(request), request.params.id, request.body.status);
      return { ok: true as const, message: message('common.statusChangeSuccess') };
    },
  );

  // A search by exact mobile or e-mail: a POST so the search term stays out of URLs and logs.
  app.post(
    '/patients/lookup',
    {
      schema: {
        tags,
        body: patientLookupRequest,
        response: { 200: patientLookupResponse, ...failures },
      },
      config: read,
    },
    (request) => lookupPatient(deps, actorOf(request), request.body.searchBy),
  );

  app.post(
    '/patients/:id/bind',
    {
      schema: {
        tags,
        params: idParams,
        body: patientBindRequest,
        response: { 200: patientSavedResponse, ...failures },
      },
      config: write,
    },
    async (request) => {
      await bindExistingPatient(
        deps,
        actorOf(request),
        request.params.id,
        request.body.searchBy,
        request.body.consultantDoctorIds,
      );
      return { patientId: request.params.id, message: message('patient.registered') };
    },
  );

  app.get(
    '/patients/:id/bindings',
    {
      schema: { tags, params: idParams, response: { 200: patientBindingList, ...failures } },
      config: read,
    },
    async (request) => {
      const actor = actorOf(request);
      await patientOfHospital(db, actor, request.params.id);
      return patientBindings(db, request.params.id);
    },
  );

  app.get(
    '/hospital/doctors',
    { schema: { tags, response: { 200: hospitalDoctorList, ...failures } }, config: read },
    (request) => hospitalDoctors(db, actorOf(request).hospitalId),
  );

  app.post(
    '/patients/self-registration',
    {
      schema: {
        tags,
        body: selfRegistrationRequest,
        response: { 201: patientSummary, ...failures },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.status(201).send(await selfRegister(deps, request.body, request.ip)),
  );

  // The registration form checks a discount code when the field is left.
  app.post(
    '/patients/discount-check',
    {
      schema: {
        tags,
        body: discountCheckRequest,
        response: {
          200: discountCheckResult,
          ...failures,
        },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { price } = await programmePrice(
        db,
        request.body.registerType,
        request.body.couponCode,
        request.body.months,
      );
      return {
        listPricePaise: price.listPricePaise,
        discountPaise: price.discountPaise,
        payablePaise: price.finalPaise,
      };
    },
  );

  app.get(
    '/patients/me/summary',
    {
      schema: { tags, response: { 200: patientSummary, ...failures } },
      config: { access: 'authenticated' },
    },
    (request) => {
      const user = currentUser(request);
      return ownSummary(db, user.id, user.isLoginActive);
    },
  );
};

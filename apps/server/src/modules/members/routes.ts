import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addMemberRequest,
  addMemberResponse,
  currentHospitalRequest,
  hospitalMemberList,
  idParam,
  joinableHospitalList,
  joinableHospitalQuery,
  joinRequest,
  okResponse,
  ownMemberships as ownMembershipsSchema,
} from '@portal/shared';
import { errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../patients/actor';
import { errorResponses } from '../../lib/error-responses';
import { joinableHospitalRows } from './repository';
import {
  addMember,
  answerInvitation,
  askToJoin,
  decideJoinRequest,
  handOverChiefAdmin,
  listMembers,
  ownMemberships,
  removeMember,
  switchHospital,
  type AdminActor,
  type DoctorActor,
} from './service';

const tags = ['hospital members'];
const admin = { access: { permission: 'manage:members' as const } };
const doctor = { access: { permission: 'manage:own-memberships' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const doctorParams = z.object({ doctorId: idParam });
const hospitalParams = z.object({ hospitalId: idParam });
const done = (message: string) => ({ ok: true as const, message });

/** The chief admin and their hospital, from the session only. */
function adminOf(request: FastifyRequest): AdminActor {
  const actor = actorOf(request);
  return {
    userId: actor.user.id,
    doctorId: actor.doctorId,
    hospitalId: actor.hospitalId,
    ip: actor.ip,
  };
}

/** Any doctor, with or without a hospital. */
function doctorOf(request: FastifyRequest): DoctorActor {
  const user = currentUser(request);
  if (user.doctorId === null) throw errors.forbidden();
  return { userId: user.id, doctorId: user.doctorId, ip: request.ip };
}

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;
  const siteOrigin = (request: FastifyRequest) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/hospital/members',
    { schema: { tags, response: { 200: hospitalMemberList, ...failures } }, config: admin },
    (request) => listMembers(db, adminOf(request).hospitalId, requestLanguage(request)),
  );

  app.post(
    '/hospital/members',
    {
      schema: {
        tags,
        body: addMemberRequest,
        response: { 200: addMemberResponse, 201: addMemberResponse, ...failures },
      },
      config: admin,
    },
    async (request, reply) => {
      const answer = await addMember(deps, adminOf(request), request.body, siteOrigin(request));
      // Asked for the details, nothing was made: 200; an invitation or an account: 201.
      return reply.status(answer.status === 'details_required' ? 200 : 201).send(answer);
    },
  );

  app.delete(
    '/hospital/members/:doctorId',
    {
      schema: { tags, params: doctorParams, response: { 200: okResponse, ...failures } },
      config: admin,
    },
    async (request) => done(await removeMember(deps, adminOf(request), request.params.doctorId)),
  );

  app.post(
    '/hospital/members/:doctorId/chief-admin',
    {
      schema: { tags, params: doctorParams, response: { 200: okResponse, ...failures } },
      config: admin,
    },
    async (request) =>
      done(await handOverChiefAdmin(deps, adminOf(request), request.params.doctorId)),
  );

  app.post(
    '/hospital/members/:doctorId/decision',
    {
      schema: {
        tags,
        params: doctorParams,
        body: z.object({ approve: z.boolean() }),
        response: { 200: okResponse, ...failures },
      },
      config: admin,
    },
    async (request) =>
      done(
        await decideJoinRequest(
          deps,
          adminOf(request),
          request.params.doctorId,
          request.body.approve,
        ),
      ),
  );

  app.get(
    '/me/hospitals',
    { schema: { tags, response: { 200: ownMembershipsSchema, ...failures } }, config: doctor },
    (request) => ownMemberships(db, doctorOf(request).doctorId, requestLanguage(request)),
  );

  app.put(
    '/me/current-hospital',
    {
      schema: { tags, body: currentHospitalRequest, response: { 200: okResponse, ...failures } },
      // A page of the old hospital may switch again, whichever hospital it was drawn for.
      config: { ...doctor, anyHospital: true },
    },
    async (request) => done(await switchHospital(deps, doctorOf(request), request.body.hospitalId)),
  );

  app.post(
    '/me/invitations/:hospitalId/answer',
    {
      schema: {
        tags,
        params: hospitalParams,
        body: z.object({ accept: z.boolean() }),
        response: { 200: okResponse, ...failures },
      },
      config: doctor,
    },
    async (request) =>
      done(
        await answerInvitation(
          deps,
          doctorOf(request),
          request.params.hospitalId,
          request.body.accept,
        ),
      ),
  );

  app.post(
    '/me/join-requests',
    {
      schema: { tags, body: joinRequest, response: { 200: okResponse, ...failures } },
      config: doctor,
    },
    async (request) => done(await askToJoin(deps, doctorOf(request), request.body.hospitalId)),
  );

  app.get(
    '/hospitals/joinable',
    {
      schema: {
        tags,
        querystring: joinableHospitalQuery,
        response: { 200: joinableHospitalList, ...failures },
      },
      config: doctor,
    },
    (request) =>
      joinableHospitalRows(
        db,
        doctorOf(request).doctorId,
        request.query.districtId,
        request.query.name,
      ),
  );
};

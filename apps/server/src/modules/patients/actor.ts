import type { FastifyRequest } from 'fastify';
import { errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import type { ClinicalActor } from './service';

/**
 * The acting doctor and their hospital, from the session only (never the request), and the
 * language they read (the names of master list entries in answers). Every
 * clinical route (patients, appointments, outcomes, clinical details, dashboards) starts here.
 */
export function actorOf(request: FastifyRequest): ClinicalActor {
  const user = currentUser(request);
  if (user.hospitalId === null || user.doctorId === null) throw errors.forbidden();
  return {
    user,
    hospitalId: user.hospitalId,
    doctorId: user.doctorId,
    ip: request.ip,
    language: requestLanguage(request),
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  can,
  EXPECTED_HOSPITAL_HEADER,
  isPersonUserType,
  SESSION_COOKIE,
  type Permission,
  type SessionUser,
} from '@portal/shared';
import { errors } from '../lib/errors';
import { recordAudit } from '../modules/audit/repository';
import { findMembership } from '../modules/members/repository';
import { bufferReadAudits, ReadAuditBuffer } from '../modules/audit/read-buffer';
import { resolveSession } from '../modules/auth/service';
import { enrolmentRequiredError, twoFactorEnrolmentRequired } from '../modules/auth/two-factor';

/** Who may call a route. Every API route says so in its config; the default is "logged in". */
export type Access = 'public' | 'authenticated' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** State-changing routes called by an outside party (a gateway callback) opt out of CSRF. */
    csrf?: boolean;
    /**
     * The Cache-Control of a route whose answer is the same for everyone (PUBLIC_CACHE); every
     * other answer is `no-store` (plugins/security.ts).
     */
    cache?: string;
    /**
     * Open to a super admin who must still set up two-factor (production): the session and the
     * enrolment. Every other route answers them 403 two_factor_enrolment_required.
     */
    beforeTwoFactorEnrolment?: boolean;
    /**
     * Answered whatever hospital the calling page was drawn for (EXPECTED_HOSPITAL_HEADER):
     * choosing the hospital to work in.
     */
    anyHospital?: boolean;
  }
  interface FastifyRequest {
    session: { sessionId: number; user: SessionUser } | null;
  }
}

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('session', null);

  // Audit lines of hot reads are written in batches; the last ones before the database closes.
  const readAudits = new ReadAuditBuffer(app.deps.db, (error, lost) =>
    app.log.error({ err: error, lost }, 'read audit lines not written'),
  );
  const stopBuffering = bufferReadAudits(app.deps.db, readAudits);
  app.addHook('onClose', stopBuffering);

  const refusal = (user: SessionUser) =>
    isPersonUserType(user.userType) && !user.isLoginActive
      ? errors.paymentPending()
      : errors.forbidden();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Unmatched paths fall through to the 404 handler; static files are public.
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const access: Access = request.routeOptions.config.access ?? 'authenticated';
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.session = await resolveSession(app.deps, token);
      if (!request.session)
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.config.isProduction));
    }
    if (access === 'public') return;
    if (!request.session) throw errors.unauthenticated();
    const config = request.routeOptions.config;
    if (
      twoFactorEnrolmentRequired(app.config, request.session.user) &&
      !config.beforeTwoFactorEnrolment
    ) {
      await recordAudit(app.deps.db, {
        actorUserId: request.session.user.id,
        action: 'auth.two_factor_enrolment_required',
        entity: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64),
        ip: request.ip,
      });
      throw enrolmentRequiredError();
    }
    // A page drawn for a hospital the doctor no longer belongs to (removed while signed in):
    // said as such, before the permission their session lost would answer a bare 403.
    if (!config.anyHospital && (await leftPageHospital(app, request))) {
      throw errors.hospitalLeft();
    }
    if (access !== 'authenticated' && !can(request.session.user, access.permission)) {
      await recordAudit(app.deps.db, {
        actorUserId: request.session.user.id,
        action: 'auth.forbidden',
        entity: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64),
        ip: request.ip,
      });
      throw refusal(request.session.user);
    }
    if (!config.anyHospital && hospitalChanged(request)) throw errors.hospitalChanged();
  });
}

/**
 * The page that called was drawn for another hospital than the doctor works in now (another
 * window switched it). A doctor left with no hospital is answered by the route's own checks.
 */
function hospitalChanged(request: FastifyRequest): boolean {
  const expected = request.headers[EXPECTED_HOSPITAL_HEADER];
  const current = request.session?.user.hospitalId ?? null;
  return typeof expected === 'string' && current !== null && expected !== String(current);
}

/**
 * Whether the calling page was drawn for a hospital (EXPECTED_HOSPITAL_HEADER) other than the
 * doctor's current one in which they are no longer an active member. Read only when the two
 * differ, which is rare: the usual request costs no query.
 */
async function leftPageHospital(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const expected = Number(request.headers[EXPECTED_HOSPITAL_HEADER]);
  const user = request.session?.user;
  if (!user?.doctorId || !Number.isInteger(expected) || expected <= 0) return false;
  if (expected === user.hospitalId) return false;
  const membership = await findMembership(app.deps.db, expected, user.doctorId);
  return membership?.status !== 'active';
}

/** The logged-in user of a route that is not public. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw errors.unauthenticated();
  return request.session.user;
}

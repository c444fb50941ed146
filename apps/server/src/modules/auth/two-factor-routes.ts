import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTwoFactorRequest,
  disableTwoFactorRequest,
  errorResponse,
  recoveryCodesResponse,
  regenerateRecoveryCodesRequest,
  SESSION_COOKIE,
  sessionResponse,
  twoFactorEnrolment,
  twoFactorLoginRequest,
  twoFactorRecoveryLoginRequest,
  twoFactorStatus,
  messageResponse,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, sessionCookieOptions } from '../../plugins/auth';
import { clientInfo } from '../../lib/request-context';
import { errorResponses } from '../../lib/error-responses';
import { logout } from './service';
import {
  confirmEnrolment,
  disableTwoFactor,
  finishSecondStep,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorEnrolmentRequired,
  twoFactorStatusOf,
  type SecondStepProof,
} from './two-factor';

const tags = ['auth'];
const failures = errorResponses(400, 401, 403, 409, 429);

/** Two-factor sign-in: the second step of a login, and the account page's enrolment. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const cookie = sessionCookieOptions(app.config.isProduction);
  const sessionId = (request: FastifyRequest) => {
    currentUser(request);
    return request.session!.sessionId;
  };

  const finish = async (
    request: FastifyRequest,
    challenge: string,
    proof: SecondStepProof,
    setCookie: (token: string) => void,
  ) => {
    // As at login: whatever session the browser had ends; the login gets a new token.
    if (request.session)
      await logout(deps, request.session.sessionId, request.session.user.id, request.ip);
    const { token, user } = await finishSecondStep(deps, challenge, proof, clientInfo(request));
    setCookie(token);
    return {
      user,
      demoMode: app.config.demoMode,
      twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(app.config, user),
    };
  };

  app.post(
    '/auth/two-factor/login',
    {
      schema: {
        tags,
        summary: 'Finish a login with the code of the authenticator app',
        body: twoFactorLoginRequest,
        response: { 200: sessionResponse, ...failures },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request, reply) =>
      finish(request, request.body.challenge, { code: request.body.code }, (token) => {
        reply.setCookie(SESSION_COOKIE, token, cookie);
      }),
  );

  app.post(
    '/auth/two-factor/login/recovery-code',
    {
      schema: {
        tags,
        summary: 'Finish a login with a one-time recovery code',
        body: twoFactorRecoveryLoginRequest,
        response: { 200: sessionResponse, ...failures },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request, reply) =>
      finish(
        request,
        request.body.challenge,
        { recoveryCode: request.body.recoveryCode },
        (token) => {
          reply.setCookie(SESSION_COOKIE, token, cookie);
        },
      ),
  );

  app.get(
    '/auth/two-factor',
    {
      schema: { tags, response: { 200: twoFactorStatus, 401: errorResponse } },
      config: { access: 'authenticated', beforeTwoFactorEnrolment: true },
    },
    (request) => twoFactorStatusOf(deps, currentUser(request)),
  );

  app.post(
    '/auth/two-factor/enrolment',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app (administrators)',
        response: { 200: twoFactorEnrolment, ...failures },
      },
      config: {
        access: { permission: 'enrol:two-factor' },
        beforeTwoFactorEnrolment: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    (request) => startEnrolment(deps, currentUser(request), request.ip),
  );

  app.post(
    '/auth/two-factor/enrolment/confirm',
    {
      schema: {
        tags,
        summary: 'Turn two-factor on with a first code; answers the recovery codes once',
        body: confirmTwoFactorRequest,
        response: { 200: recoveryCodesResponse, ...failures },
      },
      config: {
        access: { permission: 'enrol:two-factor' },
        beforeTwoFactorEnrolment: true,
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    (request) =>
      confirmEnrolment(
        deps,
        currentUser(request),
        sessionId(request),
        request.body.code,
        request.ip,
      ),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off with the password and a code',
        body: disableTwoFactorRequest,
        response: { 200: messageResponse, ...failures },
      },
      config: { access: 'authenticated', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    (request) =>
      disableTwoFactor(
        deps,
        currentUser(request),
        request.body.password,
        request.body.code,
        request.ip,
      ),
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes for a code of the app; the old ones stop working',
        body: regenerateRecoveryCodesRequest,
        response: { 200: recoveryCodesResponse, ...failures },
      },
      config: { access: 'authenticated', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    (request) => regenerateRecoveryCodes(deps, currentUser(request), request.body.code, request.ip),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  errorResponse,
  languageRequest,
  loginRequest,
  loginResponse,
  mobileChangeCodeRequest,
  mobileChangeRequest,
  mobileChangeResponse,
  okResponse,
  resetPasswordRequest,
  SESSION_COOKIE,
  sendOtpRequest,
  sessionState,
  verifyOtpRequest,
  verifyOtpResponse,
  type SessionUser,
  messageResponse,
} from '@portal/shared';
import { currentUser, sessionCookieOptions } from '../../plugins/auth';
import { updateLanguage } from '../accounts/repository';
import { clientInfo } from '../../lib/request-context';
import { errorResponses } from '../../lib/error-responses';
import { confirmMobileChange, requestMobileChange } from './mobile-change';
import {
  changePassword,
  login,
  logout,
  resetPassword,
  sendResetOtp,
  verifyResetOtp,
} from './service';
import { twoFactorEnrolmentRequired } from './two-factor';

const tags = ['auth'];
const failures = errorResponses(400, 401, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const cookie = sessionCookieOptions(app.config.isProduction);
  const session = (user: SessionUser) => ({
    user,
    demoMode: app.config.demoMode,
    twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(app.config, user),
  });

  app.post(
    '/auth/login',
    {
      schema: { tags, body: loginRequest, response: { 200: loginResponse, ...failures } },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // Rotation: whatever session the browser had ends; the login gets a new token.
      if (request.session)
        await logout(deps, request.session.sessionId, request.session.user.id, request.ip);
      const result = await login(
        deps,
        request.body.mobileNumber,
        request.body.password,
        clientInfo(request),
      );
      // Two-factor on: no session yet, the challenge of the second step (two-factor-routes.ts).
      if ('twoFactorRequired' in result) return result;
      reply.setCookie(SESSION_COOKIE, result.token, cookie);
      return session(result.user);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: okResponse } }, config: { access: 'public' } },
    async (request, reply) => {
      if (request.session)
        await logout(deps, request.session.sessionId, request.session.user.id, request.ip);
      reply.clearCookie(SESSION_COOKIE, cookie);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: { tags, response: { 200: sessionState } },
      config: { access: 'public', beforeTwoFactorEnrolment: true },
    },
    (request) =>
      request.session
        ? session(request.session.user)
        : { user: null, demoMode: app.config.demoMode, twoFactorEnrolmentRequired: false },
  );

  app.post(
    '/auth/otp/send',
    {
      schema: { tags, body: sendOtpRequest, response: { 200: messageResponse, ...failures } },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    (request) => sendResetOtp(deps, request.body.mobileNumber, request.ip),
  );

  app.post(
    '/auth/otp/verify',
    {
      schema: { tags, body: verifyOtpRequest, response: { 200: verifyOtpResponse, ...failures } },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request) => verifyResetOtp(deps, request.body.mobileNumber, request.body.otp, request.ip),
  );

  app.post(
    '/auth/password/reset',
    {
      schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse, ...failures } },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    (request) => resetPassword(deps, request.body.resetToken, request.body.newPassword, request.ip),
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        tags,
        body: changePasswordRequest,
        response: { 200: messageResponse, ...failures },
      },
      config: { access: { permission: 'write:own-password' } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await changePassword(
        deps,
        user.id,
        request.body.oldPassword,
        request.body.newPassword,
        request.ip,
      );
      reply.clearCookie(SESSION_COOKIE, cookie);
      return result;
    },
  );

  app.post(
    '/account/mobile-number/code',
    {
      schema: {
        tags,
        body: mobileChangeCodeRequest,
        response: { 200: messageResponse, 409: errorResponse, ...failures },
      },
      config: {
        access: { permission: 'read:own-account' },
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    (request) =>
      requestMobileChange(
        deps,
        currentUser(request),
        request.body.newMobileNumber,
        request.body.password,
        request.ip,
      ),
  );

  app.post(
    '/account/mobile-number',
    {
      schema: {
        tags,
        body: mobileChangeRequest,
        response: {
          200: mobileChangeResponse,
          409: errorResponse,
          ...failures,
        },
      },
      config: {
        access: { permission: 'read:own-account' },
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const changed = await confirmMobileChange(
        deps,
        currentUser(request),
        request.body.newMobileNumber,
        request.body.otp,
        request.ip,
      );
      return { ...session(changed.user), message: changed.message };
    },
  );

  // Any logged-in person, whatever their permissions: the header's language switcher.
  app.put(
    '/account/language',
    {
      schema: { tags, body: languageRequest, response: { 200: okResponse, ...failures } },
      config: { access: 'authenticated', beforeTwoFactorEnrolment: true },
    },
    async (request) => {
      await updateLanguage(deps.db, currentUser(request).id, request.body.language);
      return { ok: true as const };
    },
  );
};

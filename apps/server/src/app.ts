import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import { paths } from '@portal/shared';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { SmsSender } from './modules/messaging/sms';
import { queueingSmsSender, smsLanguagesOf } from './modules/messaging/sms';
import type { SmsProvider } from './modules/messaging/provider';
import { startSmsDeliveryJob } from './modules/messaging/delivery-job';
import { localOrigin, startSmsProvider } from './modules/messaging/select-provider';
import { registerAuth } from './plugins/auth';
import { registerApiCompression } from './plugins/compression';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { accountRoutes } from './modules/accounts/routes';
import { memberRoutes } from './modules/members/routes';
import { authRoutes } from './modules/auth/routes';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { registerReadiness } from './modules/health';
import { healthRoutes } from './modules/health/routes';
import { registerMetrics } from './modules/metrics';
import { locationRoutes } from './modules/locations/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { masterRoutes } from './modules/masters/routes';
import { contactRoutes } from './modules/contact/routes';
import { hospitalRoutes } from './modules/hospitals/routes';
import { directoryRoutes } from './modules/directory/routes';
import { contentRoutes } from './modules/content/routes';
import { couponRoutes } from './modules/coupons/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { activePlans } from './modules/subscriptions/service';
import type { PaymentGateway } from './modules/payments/gateway';
import type { PaymentDeps } from './modules/payments/service';
import { jobDefinitions } from './modules/jobs/definitions';
import { observeJobs } from './modules/jobs/observe';
import { jobRoutes } from './modules/jobs/routes';
import { auditRoutes } from './modules/audit/routes';
import { registryRoutes } from './modules/registry/routes';
import { selectJobRunner } from './modules/jobs/runner';
import type { JobRunner } from './modules/jobs/types';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { paymentRoutes } from './modules/payments/routes';
import { patientRoutes } from './modules/patients/routes';
import { appointmentRoutes } from './modules/appointments/routes';
import { outcomeRoutes } from './modules/outcomes/routes';
import { clinicalRoutes } from './modules/clinical/routes';
import { patientDashboardRoutes } from './modules/patient-dashboards/routes';
import { fhirRoutes } from './modules/fhir/routes';
import { registerSandboxPages } from './modules/payments/sandbox-page';
import { selectGateway } from './modules/payments/select-gateway';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    deps: AppDeps;
    payments: PaymentDeps;
    jobs: JobRunner;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  sms?: SmsSender;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** A gateway to use instead of the configured one (tests). */
  gateway?: PaymentGateway;
  /** An SMS provider to use instead of the configured one (tests). */
  smsProvider?: SmsProvider;
  /** Background jobs (modules/jobs, SMS delivery); the server turns them on, tests call them directly. */
  startJobs?: boolean;
  /** A job runner to use instead of the one the database selects (tests). */
  jobs?: JobRunner;
  /** Sees every route as it is added, hidden ones included (tests list them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Request logs carry the route pattern, never the raw URL (it may hold a mobile number). */
const requestSerializers = {
  req(request: { method: string; routeOptions?: { url?: string }; id: string }) {
    return {
      method: request.method,
      route: request.routeOptions?.url ?? 'unmatched',
      id: request.id,
    };
  },
};

/** Builds the whole app without opening a port: the server and the tests both use it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.config.logLevel,
      serializers: requestSerializers,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: options.config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('deps', {
    db: options.db,
    config: options.config,
    sms: options.sms ?? queueingSmsSender(app.log, smsLanguagesOf(options.config.sms)),
    ...(options.now ? { now: options.now } : {}),
  });

  const paymentDeps = {
    db: options.db,
    gateway: options.gateway ?? selectGateway(options.config, options.db),
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  };
  app.decorate('payments', paymentDeps);
  const jobs =
    options.jobs ??
    selectJobRunner(
      jobDefinitions(
        {
          db: options.db,
          payments: paymentDeps,
          log: app.log,
          auditRetentionMonths: options.config.auditRetentionMonths,
          sms: app.deps.sms,
          ...(options.now ? { now: options.now } : {}),
        },
        options.config.jobScheduleMinutes,
      ),
      options.config.databaseUrl,
      app.log,
    );
  app.decorate('jobs', jobs);
  if (options.startJobs) {
    await jobs.start();
    app.addHook('onClose', async () => jobs.stop());
    // The configured provider; by default outside production, the local fake of MSG91, which
    // reports deliveries to this server's own address once it listens.
    const sms = options.smsProvider
      ? { provider: options.smsProvider, close: async () => {} }
      : await startSmsProvider(options.config, { ownOrigin: () => localOrigin(app.addresses()) });
    // Every 2 s in each instance (a one-time code cannot wait for a minute's schedule); the
    // claim (FOR UPDATE SKIP LOCKED) hands each message to one instance.
    const stopSms = startSmsDeliveryJob({
      db: options.db,
      provider: sms.provider,
      log: app.log,
      keepSecrets: options.config.demoMode,
      ...(options.now ? { now: options.now } : {}),
    });
    // The fake first: a send waiting on it ends at once (its outcome unknown, retried after the
    // lease), and the run is written before the database closes.
    app.addHook('onClose', async () => {
      const stopping = stopSms();
      await sms.close();
      await stopping;
    });
  }

  registerErrorHandling(app);
  // Before every route: the request timing hook must apply to all of them.
  registerMetrics(app, options.db, options.config);
  registerReadiness(app, options.db);
  observeJobs(jobs, app.metrics, app.readiness);
  await registerOpenApi(app);
  // Health sits outside the context below: no cookie, session, CSRF or rate-limit hooks, so a
  // load balancer's polling costs next to nothing.
  await app.register(healthRoutes, { prefix: '/api/v1' });

  await app.register(async (site) => {
    await site.register(cookie);
    await registerSecurity(site);
    registerInputGuard(site);
    registerAuth(site);
    registerIdempotency(site);
    await site.register(
      async (api) => {
        await registerApiCompression(api);
        await api.register(locationRoutes);
        await api.register(authRoutes);
        await api.register(twoFactorRoutes);
        await api.register(accountRoutes);
        await api.register(memberRoutes);
        await api.register(messagingRoutes);
        await api.register(jobRoutes);
        await api.register(auditRoutes);
        await api.register(registryRoutes);
        await api.register(masterRoutes);
        await api.register(contactRoutes);
        await api.register(hospitalRoutes);
        await api.register(directoryRoutes);
        await api.register(contentRoutes);
        await api.register(subscriptionRoutes);
        await api.register(couponRoutes);
        await api.register(paymentRoutes(paymentDeps));
        await api.register(adminPaymentRoutes);
        await api.register(patientRoutes);
        await api.register(appointmentRoutes);
        await api.register(outcomeRoutes);
        await api.register(clinicalRoutes);
        await api.register(patientDashboardRoutes);
        await api.register(fhirRoutes);
      },
      { prefix: '/api/v1' },
    );
    const payment = options.config.payment;
    if (payment.gateway === 'sandbox') {
      await site.register(async (sandbox) => registerSandboxPages(sandbox, payment, options.db));
    }
    if (options.serveWeb !== false) {
      // The plans change without a new build: their page is rendered with them on each visit.
      await registerWeb(site, {
        [paths.showSubscriptionPlan.path]: async () => ({
          activePlans: await activePlans(options.db),
        }),
      });
    }
  });

  return app;
}

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, messages } from '@portal/shared';
import { AppError } from '../lib/errors';
import { PAYTM_HOSTS } from '../modules/payments/paytm-gateway';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance) {
  // Built once: the headers are the same for every answer (@fastify/helmet rebuilt them, CSP
  // parsing included, on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Only the configured video and map may be embedded.
        frameSrc: embedOrigins(app.config.homeVideoUrl, app.config.officeMapEmbedUrl),
        frameAncestors: ["'none'"],
        // The payment form posts to the gateway's own page.
        formAction: [
          "'self'",
          ...(app.config.payment.gateway === 'paytm'
            ? [PAYTM_HOSTS[app.config.payment.environment]]
            : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: app.config.isProduction ? [] : null,
      },
    },
    hsts: app.config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });

  // A test run from one address may scale the per-route limits (never in production).
  const scale = app.config.rateLimitRouteScale ?? 1;
  if (scale > 1) {
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max *= scale;
    });
  }

  // Per-instance flood guard. Limits that matter for security (logins, codes) live in the
  // database so they hold across instances; see modules/auth.
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/v1/health',
  });

  // CSRF: a state-changing API call must come from our own pages (origin check) and carry our
  // custom header, which a cross-site form cannot add.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    const refused = () => new AppError(403, 'csrf', messages['error.csrf']);
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw refused();
    const origin = request.headers.origin;
    if (origin) {
      const expected = app.config.publicOrigin;
      const sameOrigin = expected ? origin === expected : hostOf(origin) === request.headers.host;
      if (!sameOrigin) throw refused();
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw refused();
    }
  });
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function embedOrigins(...urls: (string | undefined)[]): string[] {
  const origins = urls
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return origins.length > 0 ? origins : ["'none'"];
}

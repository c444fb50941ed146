import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, messages } from '@portal/shared';
import { AppError } from '../lib/errors';
import { varyByLanguage } from '../lib/request-language';
import { PAYTM_HOSTS } from '../modules/payments/paytm-gateway';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How long a browser or proxy may keep an answer that is the same for whoever asks. Fixed
 * reference data (countries, states, districts, the registration lookups) for an hour; listings
 * that change as hospitals and plans do for a minute; the masters, which the super admin edits
 * and must see changed at once, may be stored but are asked again before each use.
 */
export const PUBLIC_CACHE = {
  referenceData: 'public, max-age=3600',
  listings: 'public, max-age=60',
  editedByAdmin: 'public, no-cache',
} as const;

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

  // Answers are private unless their route declares a public cache: nothing a signed-in person was
  // shown stays in a browser's or a proxy's cache. A failure is never cached. Routes that set
  // their own header (static files, the brochure) keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    varyByLanguage(request, reply);
    if (reply.hasHeader('cache-control')) return payload;
    const declared = request.routeOptions.config?.cache;
    reply.header('cache-control', declared && reply.statusCode < 400 ? declared : 'no-store');
    return payload;
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

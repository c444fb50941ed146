import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfig } from '@portal/shared';
import { PUBLIC_CACHE } from '../../plugins/security';
import { buildBrochure } from './brochure';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once per process: the programmes are constants of this release.
  let brochure: Buffer | undefined;

  app.get(
    '/content/site-config',
    {
      schema: { tags: ['content'], response: { 200: siteConfig } },
      config: { access: 'public', cache: PUBLIC_CACHE.listings },
    },
    () => ({
      homeVideoUrl: app.config.homeVideoUrl ?? null,
      officeMapEmbedUrl: app.config.officeMapEmbedUrl ?? null,
      demoMode: app.config.demoMode,
    }),
  );

  app.get(
    '/content/brochure.pdf',
    { schema: { tags: ['content'], produces: ['application/pdf'] }, config: { access: 'public' } },
    (_request, reply) => {
      // Never the request's Host header: the cached file would carry whatever a caller sent.
      brochure ??= buildBrochure(app.config.publicOrigin ?? 'this portal');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="cancer-care-programmes.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(brochure);
    },
  );
};

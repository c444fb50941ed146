import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brochureQuery, siteConfig, type Language } from '@portal/shared';
import { PUBLIC_CACHE } from '../../plugins/security';
import { buildBrochure } from './brochure';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once per process and language: the programmes are constants of this release.
  const brochures = new Map<Language, Promise<Buffer>>();

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
    {
      schema: { tags: ['content'], querystring: brochureQuery, produces: ['application/pdf'] },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { lang } = request.query;
      let brochure = brochures.get(lang);
      if (!brochure) {
        // Never the request's Host header: the cached file would carry whatever a caller sent.
        brochure = buildBrochure(app.config.publicOrigin ?? 'this portal', lang);
        brochures.set(lang, brochure);
        // A failed build is not kept: the next request tries again.
        brochure.catch(() => brochures.delete(lang));
      }
      const bytes = await brochure;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="cancer-care-programmes-${lang}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(bytes);
    },
  );
};

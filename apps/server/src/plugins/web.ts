import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the built web app is: beside the server bundle's app folder, or as configured. */
export function webDistDir(configured?: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** Serves the single-page app: hashed assets cached for a year, index.html never cached. */
export async function registerWeb(app: FastifyInstance) {
  const root = webDistDir(app.config.webDistDir);
  if (!root) {
    app.log.warn('web app not built: run npm run build to serve the pages');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }),
  );
}

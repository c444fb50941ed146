import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  pageEncoding,
  pageRenderer,
  type PageDataLoader,
  type RenderedPage,
} from './rendered-pages';

/** Where the built web app is: beside the server bundle's app folder, or as configured. */
export function webDistDir(configured?: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * Serves the single-page app: hashed assets cached for a year (immutable), index.html asked again
 * before each use. Text files were compressed at build time (apps/web/scripts/compress-dist.mjs):
 * the brotli or gzip copy goes to a browser that accepts it, with `Vary: Accept-Encoding`. The
 * pages of `renderedWithData` are rendered with their data on each visit (rendered-pages.ts);
 * the file the build wrote for such a page is sent if that fails.
 */
export async function registerWeb(
  app: FastifyInstance,
  renderedWithData: Record<string, PageDataLoader> = {},
) {
  const root = webDistDir(app.config.webDistDir);
  if (!root) {
    app.log.warn('web app not built: run npm run build to serve the pages');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, not the library's (which sends max-age=0 and would overwrite setHeaders').
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The answer depends on Accept-Encoding (a compressed copy or the file): caches must know.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  const prerendered = prerenderedPages(root);
  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
  const renderer = pageRenderer(root, renderedWithData);
  const sendRendered = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? page[encoding] : page.html);
  };
  app.get('/', { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) =>
    sendPage(reply, 'index.html'),
  );
  // Any other address without a file extension is a page of the app: the HTML the build
  // prerendered for it (public pages), else the app's shell; the router in the browser takes it
  // from there. API addresses and missing files stay 404.
  app.get(
    '/*',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
      if (pathname.startsWith('/api/') || path.extname(pathname) !== '') {
        return reply.callNotFound();
      }
      if (renderer?.renders(pathname)) {
        try {
          return await sendRendered(request, reply, await renderer.render(pathname));
        } catch (error) {
          request.log.error({ err: error }, `${pathname} not rendered: sending the built page`);
        }
      }
      return sendPage(reply, prerendered.get(pathname) ?? 'index.html');
    },
  );
}

/** `/home` -> `home/index.html` for every page the build prerendered (a folder with an index). */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = dir ? `${dir}/${entry.name}` : entry.name;
      if (existsSync(path.join(root, child, 'index.html')))
        pages.set(`/${child}`, `${child}/index.html`);
      visit(child);
    }
  };
  visit('');
  return pages;
}

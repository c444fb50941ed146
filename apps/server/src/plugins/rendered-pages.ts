import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The web build's render entry (apps/web/src/prerender/entry.tsx), as the server calls it. */
interface RenderEntry {
  renderPage: (pathname: string, data: object) => Promise<string>;
  pageDataScript: (data: object) => string;
}

/** The data a page is rendered with, read on each visit (the plans on sale). */
export type PageDataLoader = () => Promise<object>;

/** A page rendered with its data, and its compressed copies. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Renders the public pages whose content is data that changes without a new build (the plans
 * the super admin puts on sale) with that data on each visit, so a visitor sees it before any
 * JavaScript runs, as on every other public page. The build leaves its render entry in
 * `<web dist>-render/` with, for each such page, the page's HTML around an empty #root
 * (apps/web/scripts/prerender.mjs). The data is written into the page beside the HTML, and the
 * app hydrates with it (apps/web/src/lib/page-data.ts). A page is rendered again only when its
 * data differs from that of the last visit. Null when the build left no render entry.
 */
export function pageRenderer(webRoot: string, loaders: Record<string, PageDataLoader>) {
  const renderRoot = `${webRoot}-render`;
  const entryFile = path.join(renderRoot, 'entry.js');
  if (!existsSync(entryFile)) return null;
  const templateFile = (pathname: string) => path.join(renderRoot, 'pages', `${pathname}.html`);
  // A page of another build (the web app built again without the prerender) would load scripts
  // that are gone: a page is only rendered into HTML that starts the built app's entry.
  const entryScript = /<script type="module"[^>]*>/.exec(
    readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
  )?.[0];
  const templates = new Map<string, string>();
  for (const pathname of Object.keys(loaders)) {
    if (!entryScript || !existsSync(templateFile(pathname))) continue;
    const template = readFileSync(templateFile(pathname), 'utf8');
    if (template.includes(EMPTY_ROOT) && template.includes(entryScript)) {
      templates.set(pathname, template);
    }
  }
  let entry: Promise<RenderEntry> | undefined;
  let failedImports = 0;
  /**
   * The render entry, imported once. An import that failed is tried again by the next render,
   * under another address: the module loader keeps a module that failed as failed.
   */
  const loadEntry = () => {
    const url = pathToFileURL(entryFile);
    if (failedImports > 0) url.search = `?retry=${failedImports}`;
    entry ??= (import(url.href) as Promise<RenderEntry>).catch((error: unknown) => {
      entry = undefined;
      failedImports += 1;
      throw error;
    });
    return entry;
  };
  const lastRendered = new Map<string, { json: string; page: RenderedPage }>();

  return {
    /** Whether the address is a page rendered with its data. */
    renders: (pathname: string) => templates.has(pathname),

    async render(pathname: string): Promise<RenderedPage> {
      const template = templates.get(pathname);
      const load = loaders[pathname];
      if (!template || !load) throw new Error(`${pathname} is not rendered with data`);
      const data = await load();
      const json = JSON.stringify(data);
      const last = lastRendered.get(pathname);
      if (last?.json === json) return last.page;
      const { renderPage, pageDataScript } = await loadEntry();
      const body = await renderPage(pathname, data);
      const html = Buffer.from(
        template.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${pageDataScript(data)}`),
      );
      const page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html),
      };
      lastRendered.set(pathname, { json, page });
      return page;
    },
  };
}

/** The encoding of a rendered page for a request's Accept-Encoding: brotli, gzip or none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

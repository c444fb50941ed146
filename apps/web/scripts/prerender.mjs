// Renders every public page (src/prerender/pages.ts) to HTML at build time, so a visitor sees the
// page before any JavaScript runs; the app then hydrates it (src/app/app.tsx). Builds the render
// entry for Node with Vite, renders each page into the built index.html with its own title and
// description, and writes <dist>/<page>/index.html, which the server sends for that address.
// The render entry stays in <dist>-render/ with, for each page whose content is data (the
// plans), the page's HTML with an empty #root: the server renders such a page with its data
// into it on each visit (apps/server/src/plugins/web.ts).
// Usage: node scripts/prerender.mjs [distDir=dist]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chunkGraph, entryOf } from './chunk-graph.mjs';
import { classesIn, cssUsedBy, withoutUnreadProperties } from './page-styles.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webRoot, process.argv[2] ?? 'dist');
const serverBuild = `${dist}-render`;

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
    copyPublicDir: false,
    // One file for Node; the code splitting of the browser build does not apply.
    rolldownOptions: { output: { codeSplitting: false } },
  },
  // Bundled, not imported from node_modules at render time: the workspace package is TypeScript
  // and some libraries ship CSS imports Node cannot load.
  ssr: { noExternal: true },
});

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/**
 * The stylesheets the entry does not link: each comes with the code of a lazily loaded part (a
 * feature's own styles, a component's), with the class names it styles. They are in the order
 * the app applies them: Button's rules after UnstyledButton's, which they override at the same
 * specificity (in file-name order a prerendered button lost its colour and padding).
 */
function lazyStylesheets(html) {
  const order = chunkGraph(path.join(dist, 'assets')).stylesheetOrder();
  const rank = (file) => (order.includes(file) ? order.indexOf(file) : order.length);
  return readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.css') && !html.includes(`/assets/${file}`))
    .sort((a, b) => rank(a) - rank(b))
    .map((file) => {
      const css = readAsset(file);
      const names = css.match(/\.-?[_a-zA-Z][\w-]*/g) ?? [];
      return { css, classes: new Set(names.map((name) => name.slice(1))) };
    });
}

const readAsset = (file) => readFileSync(path.join(dist, 'assets', file), 'utf8');

/** The chunks of the app the entry script starts (main.tsx), but not those of the entry. */
function appChunks(shell) {
  const { staticClosure, appChunkOf } = chunkGraph(path.join(dist, 'assets'));
  const entry = entryOf(shell);
  const entryChunks = staticClosure(entry);
  return [...staticClosure(appChunkOf(entry))].filter((file) => !entryChunks.has(file));
}

/**
 * The CSS of a page's first paint, inlined in its head: the rules of the shell's stylesheets and
 * of the features' stylesheets that its HTML can use, and the custom properties those rules and
 * its inline styles read. The shell's stylesheets are preloaded
 * right behind it, in their order, and the app applies them as it starts (app/app.tsx), so the
 * cascade ends as the shell's; a feature's stylesheet comes with its code as on any page.
 */
function inlinePageStyles(html, bodies, shellStylesheets, featureStylesheets) {
  const used = new Set(bodies.flatMap((body) => [...classesIn(body)]));
  const body = bodies.join('');
  const css = withoutUnreadProperties(
    [
      ...shellStylesheets.map(({ css: shellCss }) => cssUsedBy(shellCss, used)),
      ...featureStylesheets
        .filter(({ classes }) => [...classes].some((name) => used.has(name)))
        .map(({ css: featureCss }) => cssUsedBy(featureCss, used)),
    ].join(''),
    body,
  );
  if (css.includes('</')) throw new Error('a stylesheet holds "</", which would end the <style>');
  // Fetched when the browser is idle (prefetch), applied when the app starts (app.tsx). A preload
  // would make the browser warn on every visit that does not start the app within seconds.
  const deferred = shellStylesheets
    .map(
      ({ file }) =>
        `<link rel="prefetch" crossorigin href="/assets/${file}" data-deferred-stylesheet>`,
    )
    .join('');
  const [first, ...rest] = shellStylesheets;
  // Functions, not strings, as replacements: CSS may hold `$&` and the like.
  let page = html.replace(first.link, () => `<style>${css}</style>${deferred}`);
  for (const { link } of rest) page = page.replace(link, () => '');
  return page;
}

try {
  const { renderPage, PRERENDERED_PAGES } = await import(
    pathToFileURL(path.join(serverBuild, 'entry.js')).href
  );
  // A prerendered page paints from its HTML and CSS alone, and its app starts when the person
  // reaches for the page (src/app/start-on-intent.ts): the app's code is not preloaded alongside
  // the stylesheet, so it cannot hold back the first paint on a slow connection; the page names
  // it, and the entry prefetches it once the page has loaded, so it is there when the app starts.
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const chunks = appChunks(shell);
  const template = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      '</head>',
      () =>
        `<meta name="app-chunks" content="${chunks.map((file) => `/assets/${file}`).join(' ')}"></head>`,
    );
  // Every other page (the logged-in ones) starts its app at once: the shell preloads its chunks,
  // as it would if the entry imported the app statically.
  writeFileSync(
    path.join(dist, 'index.html'),
    shell.replace(
      '</head>',
      () =>
        `${chunks.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`).join('')}</head>`,
    ),
  );
  const shellStylesheets = [
    ...template.matchAll(/\s*<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/g),
  ].map(([link, file]) => ({ link, file, css: readAsset(file) }));
  if (shellStylesheets.length === 0) throw new Error('index.html links no stylesheet');
  const featureStylesheets = lazyStylesheets(template);
  for (const page of PRERENDERED_PAGES) {
    const body = await renderPage(page.path);
    const sample = page.sampleData ? [await renderPage(page.path, page.sampleData)] : [];
    const pageTemplate = inlinePageStyles(
      template,
      [body, ...sample],
      shellStylesheets,
      featureStylesheets,
    )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
    const html = pageTemplate.replace(
      '<div id="root"></div>',
      () => `<div id="root">${body}</div>`,
    );
    if (!html.includes(body)) throw new Error(`${page.path}: the template has no empty #root`);
    const folder = path.join(dist, page.path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
    if (page.sampleData) {
      const rendered = path.join(serverBuild, 'pages', `${page.path}.html`);
      mkdirSync(path.dirname(rendered), { recursive: true });
      writeFileSync(rendered, pageTemplate);
    }
  }
  console.log(`prerendered ${PRERENDERED_PAGES.length} pages`);
} catch (error) {
  // The server must never find a render entry of a build that failed.
  rmSync(serverBuild, { recursive: true, force: true });
  throw error;
}

// Renders every public page (src/prerender/pages.ts) to HTML at build time, so a visitor sees the
// page before any JavaScript runs; the app then hydrates it (src/app/app.tsx). Builds the render
// entry for Node with Vite, renders each page into the built index.html with its own title and
// description, and writes <dist>/<page>/index.html, which the server sends for that address.
// Usage: node scripts/prerender.mjs [distDir=dist]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webRoot, process.argv[2] ?? 'dist');
const serverBuild = `${dist}-prerender`;

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
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

try {
  const { renderPage, PRERENDERED_PAGES } = await import(
    pathToFileURL(path.join(serverBuild, 'entry.js')).href
  );
  // A prerendered page paints from its HTML and CSS alone: the app's code is fetched as the
  // entry script asks for it, not preloaded alongside the stylesheet, so it cannot hold back the
  // first paint on a slow connection (the shell of the other pages keeps the preloads).
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
    /\s*<link rel="modulepreload"[^>]*>/g,
    '',
  );
  for (const page of PRERENDERED_PAGES) {
    const body = await renderPage(page.path);
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    if (!html.includes(body)) throw new Error(`${page.path}: the template has no empty #root`);
    const folder = path.join(dist, page.path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
  console.log(`prerendered ${PRERENDERED_PAGES.length} pages`);
} finally {
  rmSync(serverBuild, { recursive: true, force: true });
}

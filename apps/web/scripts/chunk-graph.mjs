// The chunks of the browser build a page runs, read from the built files: what a chunk imports
// statically, and the app the entry script starts (main.tsx imports it dynamically, on the first
// sign of a person on a prerendered page). Used by route-budget.mjs and prerender.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The chunk graph of the build whose chunks are in `assets`. */
export function chunkGraph(assets) {
  const read = (file) => readFileSync(path.join(assets, file), 'utf8');

  /** `file` and every chunk it imports statically, directly or not. */
  function staticClosure(file, seen = new Set()) {
    if (seen.has(file)) return seen;
    seen.add(file);
    // `import ... from "./x.js"` and bare `import "./x.js"`.
    for (const match of read(file).matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      staticClosure(match[1], seen);
    }
    return seen;
  }

  /** The app chunk the entry script imports dynamically. */
  function appChunkOf(entry) {
    const app = /import\(\s*[`"']\.\/(app-[^`"']+\.js)[`"']\s*\)/.exec(read(entry))?.[1];
    if (!app) throw new Error(`${entry} imports no app chunk`);
    return app;
  }

  return { staticClosure, appChunkOf };
}

/** The entry script that index.html loads. */
export function entryOf(html) {
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html loads no entry script');
  return entry;
}

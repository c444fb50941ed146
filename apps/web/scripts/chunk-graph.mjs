// The chunks of the browser build a page runs, read from the built files: what a chunk imports
// statically, and the app the entry script starts (main.tsx imports it dynamically, on the first
// sign of a person on a prerendered page). Used by route-budget.mjs and prerender.mjs.
import { readdirSync, readFileSync } from 'node:fs';
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

  /**
   * Every stylesheet that chunks load with their code, in an order that keeps the order of each
   * chunk's own list (Vite's `__vite__mapDeps`: a component's stylesheet after those of the
   * components it builds on, as the browser applies them). Where the lists say nothing, the first
   * seen comes first.
   */
  function stylesheetOrder() {
    const lists = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...read(file).matchAll(/m\.f=\[([^\]]*)\]/g)].map(([, list]) =>
          [...list.matchAll(/["']assets\/([^"']+\.css)["']/g)].map(([, css]) => css),
        ),
      );
    const firstSeen = [...new Set(lists.flat())];
    const after = new Map(firstSeen.map((file) => [file, new Set()]));
    for (const list of lists) {
      for (let index = 1; index < list.length; index += 1)
        after.get(list[index]).add(list[index - 1]);
    }
    const ordered = [];
    const placed = new Set();
    while (ordered.length < firstSeen.length) {
      // The first stylesheet all of whose predecessors are placed; on a cycle, the first left.
      const next =
        firstSeen.find(
          (file) => !placed.has(file) && [...after.get(file)].every((before) => placed.has(before)),
        ) ?? firstSeen.find((file) => !placed.has(file));
      ordered.push(next);
      placed.add(next);
    }
    return ordered;
  }

  return { staticClosure, appChunkOf, stylesheetOrder };
}

/** The entry script that index.html loads. */
export function entryOf(html) {
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html loads no entry script');
  return entry;
}

// Sums the gzipped JavaScript a first visit to a route downloads: the entry script, every chunk
// it imports statically, and the route's page chunk with its static imports. Fails over budget.
// Usage: node scripts/route-budget.mjs [pageChunkPrefix=login-page] [budgetKb=220]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// ROUTE_BUDGET_DIST checks another build (for example an isolated one) instead of dist/.
const dist =
  process.env.ROUTE_BUDGET_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const [pagePrefix = 'login-page', budgetArg = '220'] = process.argv.slice(2);
const budgetKb = Number(budgetArg);
const assets = path.join(dist, 'assets');

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
const page = readdirSync(assets).find(
  (file) => file.startsWith(`${pagePrefix}-`) && file.endsWith('.js'),
);
if (!entry || !page) throw new Error(`entry (${entry}) or page chunk (${pagePrefix}) not found`);

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(assets, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`.
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    visit(match[1]);
  }
}
visit(entry);
visit(page);

const rows = [...seen].map((file) => ({
  file,
  gzipKb: gzipSync(readFileSync(path.join(assets, file))).length / 1024,
}));
rows.sort((a, b) => b.gzipKb - a.gzipKb);
const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
for (const row of rows) console.log(`${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(
  `${total.toFixed(1).padStart(7)} KB  total for ${pagePrefix} (budget ${budgetKb} KB gzipped)`,
);
process.exitCode = total <= budgetKb ? 0 : 1;
